// Screens load lazily (the web build is split by route), so a test file's first find also waits for that screen's
// code to load and compile, beside another worker's file on a two-core machine: give finds 10 s instead of
// testing-library's 1 s.
// From the dom package: importing @testing-library/react this early would skip its cleanup after each test.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 10_000 });
