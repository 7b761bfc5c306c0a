// Small stand-ins for what Vite hands the build's plugins (web/build/): a bundle of a few chunks, a plugin context
// that records emitted files and throws on error, and each hook's function however the plugin declared it.
import type { Plugin, Rolldown } from 'vite';

export interface FakeChunk {
  fileName: string;
  name?: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  moduleIds?: string[];
  imports?: string[];
  dynamicImports?: string[];
  importedCss?: string[];
  code?: string;
}

/** A bundle of `chunks`, and of `assets` (file name to text). */
export function fakeBundle(chunks: FakeChunk[], assets: Record<string, string> = {}): Rolldown.OutputBundle {
  const bundle: Record<string, unknown> = {};
  for (const chunk of chunks) {
    bundle[chunk.fileName] = {
      type: 'chunk',
      name: chunk.name ?? chunk.fileName.replace(/^assets\//, '').replace(/-\w+\.js$/, ''),
      isEntry: chunk.isEntry ?? false,
      facadeModuleId: chunk.facadeModuleId ?? null,
      moduleIds: chunk.moduleIds ?? [],
      imports: chunk.imports ?? [],
      dynamicImports: chunk.dynamicImports ?? [],
      viteMetadata: { importedCss: new Set(chunk.importedCss ?? []), importedAssets: new Set() },
      code: chunk.code ?? '',
      fileName: chunk.fileName,
    };
  }
  for (const [fileName, source] of Object.entries(assets)) bundle[fileName] = { type: 'asset', fileName, source };
  return bundle as Rolldown.OutputBundle;
}

/** A plugin context: `emitted` holds what the hook emitted; `error` throws its message. */
export function fakeContext() {
  const emitted: Array<{ fileName?: string; source?: string | Uint8Array }> = [];
  return {
    emitted,
    error(message: string | { message: string }): never {
      throw new Error(typeof message === 'string' ? message : message.message);
    },
    emitFile(file: { fileName?: string; source?: string | Uint8Array }) {
      emitted.push(file);
      return file.fileName ?? '';
    },
  };
}

type HookName =
  | 'resolveId'
  | 'load'
  | 'transform'
  | 'buildStart'
  | 'buildEnd'
  | 'generateBundle'
  | 'configResolved'
  | 'config'
  | 'transformIndexHtml';

/** The function behind `plugin`'s hook `name`, given as a function or as `{ handler }`. */
export function hookOf(plugin: Plugin, name: HookName): (...args: unknown[]) => unknown {
  const hook = plugin[name] as unknown;
  const handler = typeof hook === 'function' ? hook : (hook as { handler?: unknown } | undefined)?.handler;
  if (typeof handler !== 'function') throw new Error(`${plugin.name} has no ${name} hook`);
  return handler as (...args: unknown[]) => unknown;
}
