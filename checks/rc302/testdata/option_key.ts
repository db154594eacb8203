// A navigation retry whose call passes puppeteer's waitUntil option
// (retryguard.OptionFreeText): the option's name says when navigation counts
// as done, it does not make the loop a poll (SteffenHebestreit/webcrawl-mcp
// CrawlTool.ts:185).
import type { Page } from 'puppeteer';

export async function navigateWithRetry(page: Page, url: string, maxAttempts = 4): Promise<boolean> {
  let lastError: Error | null = null;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    try {
      const waitUntilOptions = attempt <= 2 ? 'domcontentloaded' : 'networkidle2';
      const response = await page.goto(url, { waitUntil: waitUntilOptions, timeout: 45000 });
      if (response && response.ok()) {
        return true;
      }
      throw new Error(`HTTP ${response?.status()}`);
    } catch (error: any) {
      lastError = error;
      if (attempt < maxAttempts) {
        const waitTime = Math.min(2000 * attempt, 8000);
        await new Promise((resolve) => setTimeout(resolve, waitTime)); // want: RC302
      }
    }
  }
  throw lastError;
}

// ---- clean look-alikes ----

// a call named to wait for a state is still a poll
export async function pollReady(page: Page) {
  for (let attempt = 1; attempt <= 10; attempt++) {
    try {
      await page.waitForSelector('#ready', { timeout: 1000 });
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  return false;
}

// jitter in the wait
export async function navigateJitter(page: Page, url: string) {
  for (let attempt = 1; attempt <= 4; attempt++) {
    try {
      return await page.goto(url, { waitUntil: 'networkidle2' });
    } catch {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 2000 * attempt));
    }
  }
}
