import { screen, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test-support/fake-contract-server.ts';
import { renderScreen, user } from '../test-support/render-screen.tsx';
import { ExportControl } from './export-control.tsx';

/** A download the test feeds chunk by chunk, as a slow network would. */
interface HeldDownload {
  url: URL;
  send: (bytes: number) => void;
  end: () => void;
}

let downloads: HeldDownload[];
let saved: string[];

/** Export calls are held open for the test; every other call goes to the fake server. */
const holdExports = (headers: Record<string, string>) =>
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (!url.pathname.endsWith('/export')) return fakeServer.fetch(input, init);
    let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start: (given) => {
        controller = given;
      },
    });
    downloads.push({
      url,
      send: (bytes) => controller?.enqueue(new Uint8Array(bytes)),
      end: () => controller?.close(),
    });
    return new Response(body, { status: 200, headers });
  });

beforeEach(() => {
  downloads = [];
  saved = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const show = async () => {
  renderScreen(
    <ExportControl
      path="/order/export"
      query={{ Status: 'confirmed', query: '', PartyId: 4 }}
      fileName="orders"
    />,
  );
  await screen.findByRole('button', { name: 'Export CSV' });
};
const status = () => screen.getByRole('status').textContent;

describe('ExportControl', () => {
  it("asks for the list's filters in the chosen format and shows how far the file is", async () => {
    holdExports({
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Length': '100',
      'Content-Disposition': 'attachment; filename="orders-2026-11-27.xlsx"',
    });
    await show();
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [download] = downloads;
    expect(Object.fromEntries(download?.url.searchParams ?? [])).toEqual({
      Status: 'confirmed',
      PartyId: '4',
      format: 'xlsx',
    });
    download?.send(40);
    await waitFor(() => expect(status()).toBe('Preparing… 40 %'));
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', true);
    download?.send(60);
    download?.end();
    await waitFor(() => expect(saved).toEqual(['orders-2026-11-27.xlsx']));
    await waitFor(() => expect(status()).toBe(''));
    expect(screen.getByRole('button', { name: 'Export Excel' })).toHaveProperty('disabled', false);
  });

  it('says only "Preparing…" without a size, and takes no second click meanwhile', async () => {
    holdExports({ 'Content-Type': 'text/csv; charset=utf-8' });
    await show();
    const csv = screen.getByRole('button', { name: 'Export CSV' });
    await user.dblClick(csv);
    await waitFor(() => expect(status()).toBe('Preparing…'));
    await user.click(csv);
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.url.searchParams.get('format')).toBe('csv');
    downloads[0]?.send(10);
    downloads[0]?.end();
    // No name from the server: the list's own, with the format's extension.
    await waitFor(() => expect(saved).toEqual(['orders.csv']));
  });

  it("shows the server's refusal beside the buttons", async () => {
    fakeServer.refuse(
      { method: 'get', path: '/order/export' },
      { code: 403, message: 'You do not have permission to view Orders' },
    );
    await show();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have permission to view Orders');
    expect(saved).toEqual([]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', false),
    );
  });
});
