// The emails the server sends, in the recipient's language (docs/languages.md#emails). English is the product's
// original words; a person's own language applies when they chose one, else the team's default.
import type { Locale } from '../preferences/locales.ts';
import type { Role } from '../team/team.ts';

export interface MailText {
  subject: string;
  text: string;
}

export interface MailTexts {
  roles: Record<Role, string>;
  invitation(p: { inviter: string; role: string; address: string; url: string }): MailText;
  confirmAddress(p: { link: string }): MailText;
  passwordReset(p: { address: string; link: string }): MailText;
  webhookDisabled(p: { url: string; reason: string }): MailText;
  /** The morning's tasks due today: `tasks` one line each (time and title), `url` the Tasks screen */
  taskDigest(p: { count: number; tasks: string; url: string }): MailText;
}

const en: MailTexts = {
  roles: { OWNER: 'owner', ADMIN: 'admin', MEMBER: 'member', VIEWER: 'viewer' },
  invitation: ({ inviter, role, address, url }) => ({
    subject: `${inviter} invited you to Staff CRM`,
    text: `${inviter} invited you to join the team on Staff CRM as ${role}.\n\nOpen this link within 7 days and sign up with this email address (${address}), or use Login with Google:\n\n${url}\n`,
  }),
  confirmAddress: ({ link }) => ({
    subject: 'Confirm your email address for Staff CRM',
    text: `Open this link within 24 hours to confirm your address and finish joining the team:\n\n${link}\n\nIf you did not sign up, ignore this message.`,
  }),
  passwordReset: ({ address, link }) => ({
    subject: 'Reset your Staff CRM password',
    text: `Someone asked to reset the password of your Staff CRM account (${address}).\n\nOpen this link within 1 hour to choose a new password:\n\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.`,
  }),
  webhookDisabled: ({ url, reason }) => ({
    subject: 'A webhook was disabled',
    text: `Staff CRM stopped sending events to ${url}: ${reason}.\n\nEvents wait for it: enable it again on the Team page once the receiver works, and it gets everything it missed.`,
  }),
  taskDigest: ({ count, tasks, url }) => ({
    subject: `Your tasks for today (${count})`,
    text: `Good morning. These tasks are due today:\n\n${tasks}\n\nOpen them in Staff CRM:\n${url}\n`,
  }),
};

const fr: MailTexts = {
  roles: { OWNER: 'propriétaire', ADMIN: 'administrateur', MEMBER: 'membre', VIEWER: 'lecteur' },
  invitation: ({ inviter, role, address, url }) => ({
    subject: `${inviter} vous invite sur Staff CRM`,
    text: `${inviter} vous invite à rejoindre l’équipe sur Staff CRM en tant que ${role}.\n\nOuvrez ce lien dans les 7 jours et inscrivez-vous avec cette adresse e-mail (${address}), ou utilisez la connexion avec Google :\n\n${url}\n`,
  }),
  confirmAddress: ({ link }) => ({
    subject: 'Confirmez votre adresse e-mail pour Staff CRM',
    text: `Ouvrez ce lien dans les 24 heures pour confirmer votre adresse et finir de rejoindre l’équipe :\n\n${link}\n\nSi vous ne vous êtes pas inscrit, ignorez ce message.`,
  }),
  passwordReset: ({ address, link }) => ({
    subject: 'Réinitialisez votre mot de passe Staff CRM',
    text: `Quelqu’un a demandé la réinitialisation du mot de passe de votre compte Staff CRM (${address}).\n\nOuvrez ce lien dans l’heure pour choisir un nouveau mot de passe :\n\n${link}\n\nSi ce n’était pas vous, ignorez ce message : votre mot de passe reste inchangé.`,
  }),
  webhookDisabled: ({ url, reason }) => ({
    subject: 'Un webhook a été désactivé',
    text: `Staff CRM a cessé d’envoyer des événements à ${url} : ${reason}.\n\nLes événements l’attendent : réactivez-le sur la page Équipe une fois le destinataire réparé, et il recevra tout ce qu’il a manqué.`,
  }),
  taskDigest: ({ count, tasks, url }) => ({
    subject: `Vos tâches du jour (${count})`,
    text: `Bonjour. Ces tâches sont à faire aujourd’hui :\n\n${tasks}\n\nOuvrez-les dans Staff CRM :\n${url}\n`,
  }),
};

const de: MailTexts = {
  roles: { OWNER: 'Eigentümer', ADMIN: 'Admin', MEMBER: 'Mitglied', VIEWER: 'Betrachter' },
  invitation: ({ inviter, role, address, url }) => ({
    subject: `${inviter} hat Sie zu Staff CRM eingeladen`,
    text: `${inviter} hat Sie eingeladen, dem Team in Staff CRM als ${role} beizutreten.\n\nÖffnen Sie diesen Link innerhalb von 7 Tagen und registrieren Sie sich mit dieser E-Mail-Adresse (${address}), oder melden Sie sich mit Google an:\n\n${url}\n`,
  }),
  confirmAddress: ({ link }) => ({
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Staff CRM',
    text: `Öffnen Sie diesen Link innerhalb von 24 Stunden, um Ihre Adresse zu bestätigen und dem Team beizutreten:\n\n${link}\n\nWenn Sie sich nicht registriert haben, ignorieren Sie diese Nachricht.`,
  }),
  passwordReset: ({ address, link }) => ({
    subject: 'Setzen Sie Ihr Staff CRM-Passwort zurück',
    text: `Jemand hat das Zurücksetzen des Passworts Ihres Staff CRM-Kontos (${address}) angefordert.\n\nÖffnen Sie diesen Link innerhalb einer Stunde, um ein neues Passwort zu wählen:\n\n${link}\n\nWenn Sie das nicht waren, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.`,
  }),
  webhookDisabled: ({ url, reason }) => ({
    subject: 'Ein Webhook wurde deaktiviert',
    text: `Staff CRM sendet keine Ereignisse mehr an ${url}: ${reason}.\n\nDie Ereignisse warten: Aktivieren Sie ihn auf der Team-Seite wieder, sobald der Empfänger funktioniert, und er erhält alles Verpasste.`,
  }),
  taskDigest: ({ count, tasks, url }) => ({
    subject: `Ihre Aufgaben für heute (${count})`,
    text: `Guten Morgen. Diese Aufgaben sind heute fällig:\n\n${tasks}\n\nÖffnen Sie sie in Staff CRM:\n${url}\n`,
  }),
};

const es: MailTexts = {
  roles: { OWNER: 'propietario', ADMIN: 'administrador', MEMBER: 'miembro', VIEWER: 'lector' },
  invitation: ({ inviter, role, address, url }) => ({
    subject: `${inviter} te ha invitado a Staff CRM`,
    text: `${inviter} te ha invitado a unirte al equipo en Staff CRM como ${role}.\n\nAbre este enlace en los próximos 7 días y regístrate con esta dirección de correo (${address}), o inicia sesión con Google:\n\n${url}\n`,
  }),
  confirmAddress: ({ link }) => ({
    subject: 'Confirma tu dirección de correo para Staff CRM',
    text: `Abre este enlace en las próximas 24 horas para confirmar tu dirección y terminar de unirte al equipo:\n\n${link}\n\nSi no te registraste, ignora este mensaje.`,
  }),
  passwordReset: ({ address, link }) => ({
    subject: 'Restablece tu contraseña de Staff CRM',
    text: `Alguien pidió restablecer la contraseña de tu cuenta de Staff CRM (${address}).\n\nAbre este enlace en la próxima hora para elegir una contraseña nueva:\n\n${link}\n\nSi no fuiste tú, ignora este mensaje: tu contraseña no cambia.`,
  }),
  webhookDisabled: ({ url, reason }) => ({
    subject: 'Se desactivó un webhook',
    text: `Staff CRM dejó de enviar eventos a ${url}: ${reason}.\n\nLos eventos lo esperan: vuelve a activarlo en la página Equipo cuando el receptor funcione y recibirá todo lo que se perdió.`,
  }),
  taskDigest: ({ count, tasks, url }) => ({
    subject: `Tus tareas de hoy (${count})`,
    text: `Buenos días. Estas tareas vencen hoy:\n\n${tasks}\n\nÁbrelas en Staff CRM:\n${url}\n`,
  }),
};

const ptBR: MailTexts = {
  roles: { OWNER: 'proprietário', ADMIN: 'administrador', MEMBER: 'membro', VIEWER: 'leitor' },
  invitation: ({ inviter, role, address, url }) => ({
    subject: `${inviter} convidou você para o Staff CRM`,
    text: `${inviter} convidou você para entrar na equipe no Staff CRM como ${role}.\n\nAbra este link em até 7 dias e cadastre-se com este endereço de e-mail (${address}), ou entre com o Google:\n\n${url}\n`,
  }),
  confirmAddress: ({ link }) => ({
    subject: 'Confirme seu endereço de e-mail no Staff CRM',
    text: `Abra este link em até 24 horas para confirmar seu endereço e concluir a entrada na equipe:\n\n${link}\n\nSe você não se cadastrou, ignore esta mensagem.`,
  }),
  passwordReset: ({ address, link }) => ({
    subject: 'Redefina sua senha do Staff CRM',
    text: `Alguém pediu para redefinir a senha da sua conta do Staff CRM (${address}).\n\nAbra este link em até 1 hora para escolher uma nova senha:\n\n${link}\n\nSe não foi você, ignore esta mensagem: sua senha continua a mesma.`,
  }),
  webhookDisabled: ({ url, reason }) => ({
    subject: 'Um webhook foi desativado',
    text: `O Staff CRM parou de enviar eventos para ${url}: ${reason}.\n\nOs eventos ficam aguardando: ative-o novamente na página Equipe quando o receptor voltar a funcionar e ele receberá tudo o que perdeu.`,
  }),
  taskDigest: ({ count, tasks, url }) => ({
    subject: `Suas tarefas de hoje (${count})`,
    text: `Bom dia. Estas tarefas vencem hoje:\n\n${tasks}\n\nAbra-as no Staff CRM:\n${url}\n`,
  }),
};

const ja: MailTexts = {
  roles: { OWNER: 'オーナー', ADMIN: '管理者', MEMBER: 'メンバー', VIEWER: '閲覧者' },
  invitation: ({ inviter, role, address, url }) => ({
    subject: `${inviter} さんから Staff CRM への招待が届きました`,
    text: `${inviter} さんが、Staff CRM のチームに${role}として参加するようあなたを招待しました。\n\n7 日以内にこのリンクを開き、このメールアドレス（${address}）で登録するか、Google でログインしてください：\n\n${url}\n`,
  }),
  confirmAddress: ({ link }) => ({
    subject: 'Staff CRM のメールアドレスを確認してください',
    text: `24 時間以内にこのリンクを開いてアドレスを確認し、チームへの参加を完了してください：\n\n${link}\n\n登録した覚えがない場合は、このメッセージを無視してください。`,
  }),
  passwordReset: ({ address, link }) => ({
    subject: 'Staff CRM のパスワードを再設定してください',
    text: `Staff CRM アカウント（${address}）のパスワード再設定が依頼されました。\n\n1 時間以内にこのリンクを開き、新しいパスワードを設定してください：\n\n${link}\n\n心当たりがない場合は、このメッセージを無視してください。パスワードは変更されません。`,
  }),
  webhookDisabled: ({ url, reason }) => ({
    subject: 'Webhook が無効になりました',
    text: `Staff CRM は ${url} へのイベント送信を停止しました：${reason}。\n\nイベントは保留されています。受信側が復旧したらチームページで再度有効にしてください。未送信のイベントがすべて届きます。`,
  }),
  taskDigest: ({ count, tasks, url }) => ({
    subject: `今日のタスク（${count} 件）`,
    text: `おはようございます。今日が期限のタスクです:\n\n${tasks}\n\nStaff CRM で開く:\n${url}\n`,
  }),
};

const he: MailTexts = {
  roles: { OWNER: 'בעלים', ADMIN: 'מנהל', MEMBER: 'חבר', VIEWER: 'צופה' },
  invitation: ({ inviter, role, address, url }) => ({
    subject: `${inviter} הזמין אתכם ל-Staff CRM`,
    text: `${inviter} הזמין אתכם להצטרף לצוות ב-Staff CRM בתפקיד ${role}.\n\nפתחו את הקישור הזה בתוך 7 ימים והירשמו עם כתובת האימייל הזו (${address}), או התחברו עם Google:\n\n${url}\n`,
  }),
  confirmAddress: ({ link }) => ({
    subject: 'אשרו את כתובת האימייל שלכם ב-Staff CRM',
    text: `פתחו את הקישור הזה בתוך 24 שעות כדי לאשר את הכתובת ולסיים את ההצטרפות לצוות:\n\n${link}\n\nאם לא נרשמתם, התעלמו מההודעה הזו.`,
  }),
  passwordReset: ({ address, link }) => ({
    subject: 'איפוס הסיסמה שלכם ב-Staff CRM',
    text: `מישהו ביקש לאפס את הסיסמה של חשבון ה-Staff CRM שלכם (${address}).\n\nפתחו את הקישור הזה בתוך שעה כדי לבחור סיסמה חדשה:\n\n${link}\n\nאם זה לא הייתם אתם, התעלמו מההודעה: הסיסמה שלכם נשארת כפי שהיא.`,
  }),
  webhookDisabled: ({ url, reason }) => ({
    subject: 'Webhook הושבת',
    text: `Staff CRM הפסיק לשלוח אירועים אל ${url}: ${reason}.\n\nהאירועים ממתינים: הפעילו אותו שוב בדף הצוות כשהמקבל יעבוד, והוא יקבל את כל מה שפספס.`,
  }),
  taskDigest: ({ count, tasks, url }) => ({
    subject: `המשימות שלך להיום (${count})`,
    text: `בוקר טוב. אלה המשימות שמועדן היום:\n\n${tasks}\n\nלפתיחה ב-Staff CRM:\n${url}\n`,
  }),
};

const ar: MailTexts = {
  roles: { OWNER: 'مالك', ADMIN: 'مسؤول', MEMBER: 'عضو', VIEWER: 'مشاهد' },
  invitation: ({ inviter, role, address, url }) => ({
    subject: `دعاك ${inviter} إلى Staff CRM`,
    text: `دعاك ${inviter} للانضمام إلى الفريق في Staff CRM بدور ${role}.\n\nافتح هذا الرابط خلال 7 أيام وسجّل بعنوان البريد الإلكتروني هذا (${address})، أو سجّل الدخول عبر Google:\n\n${url}\n`,
  }),
  confirmAddress: ({ link }) => ({
    subject: 'أكّد عنوان بريدك الإلكتروني في Staff CRM',
    text: `افتح هذا الرابط خلال 24 ساعة لتأكيد عنوانك وإكمال الانضمام إلى الفريق:\n\n${link}\n\nإذا لم تسجّل، فتجاهل هذه الرسالة.`,
  }),
  passwordReset: ({ address, link }) => ({
    subject: 'إعادة تعيين كلمة مرور Staff CRM',
    text: `طلب أحدهم إعادة تعيين كلمة مرور حسابك في Staff CRM (${address}).\n\nافتح هذا الرابط خلال ساعة واحدة لاختيار كلمة مرور جديدة:\n\n${link}\n\nإذا لم تكن أنت، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.`,
  }),
  webhookDisabled: ({ url, reason }) => ({
    subject: 'تم تعطيل Webhook',
    text: `توقف Staff CRM عن إرسال الأحداث إلى ${url}: ${reason}.\n\nالأحداث بانتظاره: فعّله مجددًا في صفحة الفريق عندما يعمل المستقبِل، وسيتلقى كل ما فاته.`,
  }),
  taskDigest: ({ count, tasks, url }) => ({
    subject: `مهامك لهذا اليوم (${count})`,
    text: `صباح الخير. هذه المهام مستحقة اليوم:\n\n${tasks}\n\nافتحها في Staff CRM:\n${url}\n`,
  }),
};

const byLocale: Record<Locale, MailTexts> = { en, fr, de, es, 'pt-BR': ptBR, ja, he, ar };

/** The emails' words in `locale`. */
export function mailTexts(locale: Locale): MailTexts {
  return byLocale[locale];
}
