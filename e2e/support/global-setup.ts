import { ensureBuild } from '../../scripts/ensure-build';
import { findChromium } from './chromium';

/** Browser tests run against the real build: make it once, and make sure a Chromium is there. */
export default async function setup() {
  await ensureBuild();
  findChromium();
}
