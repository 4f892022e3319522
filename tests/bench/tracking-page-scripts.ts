/**
 * Code that runs inside the map pages, kept as plain JavaScript text: tsx would wrap named
 * functions in a `__name` helper the page does not have. Each constant is an expression.
 */

/** () => Promise<number>: performance.now() once the next frame was painted (rAF, then a posted task). */
export const AFTER_NEXT_PAINT = `() => new Promise((resolve) => requestAnimationFrame(() => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => resolve(performance.now());
  channel.port2.postMessage(null);
}))`;

/** () => number: how many sampled pixels of the map's vector canvas are drawn on (0: nothing drawn). */
export const CANVAS_INK = `() => {
  const canvas = document.querySelector('.leaflet-overlay-pane canvas');
  if (!canvas || canvas.width === 0 || canvas.height === 0) return 0;
  const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  let ink = 0;
  for (let i = 3; i < pixels.length; i += 4 * 7) if (pixels[i] > 0) ink += 1;
  return ink;
}`;

/**
 * ({ selector, timeoutMs }) => Promise<{ shownAt, paintedAt, ink }>: waits for `selector` (the map's
 * legend: the answer is in) and then for the first painted frame whose canvas has ink (the layers
 * are added in an effect and drawn in a later frame). Times are the page's (navigation start = 0).
 */
export const WAIT_FOR_DRAWN_MAP = `async ({ selector, timeoutMs }) => {
  const afterPaint = ${AFTER_NEXT_PAINT};
  const inkOf = ${CANVAS_INK};
  const deadline = performance.now() + timeoutMs;
  while (!document.querySelector(selector)) {
    if (performance.now() > deadline) throw new Error('No ' + selector + ' within the time limit');
    await afterPaint();
  }
  const shownAt = performance.now();
  for (;;) {
    const paintedAt = await afterPaint();
    const ink = inkOf();
    if (ink > 0) return { shownAt, paintedAt, ink };
    if (performance.now() > deadline) throw new Error('The map canvas stayed empty');
  }
}`;

/**
 * (pathEnd) => { requestMs, encodedBytes, decodedBytes } | null: the resource timing of the last
 * request whose path ends with pathEnd.
 */
export const RESOURCE_OF = `(pathEnd) => {
  const entry = performance.getEntriesByType('resource')
    .filter((e) => new URL(e.name).pathname.endsWith(pathEnd)).at(-1);
  if (!entry) return null;
  const start = entry.requestStart > 0 ? entry.requestStart : entry.startTime;
  return { requestMs: entry.responseEnd - start, encodedBytes: entry.encodedBodySize, decodedBytes: entry.decodedBodySize };
}`;

/**
 * ({ directions }) => Promise<[{ direction, totalMs, redrawMs, endTaskMs, longestBlockMs,
 * longestFrameMs }]>: zoom steps through the zoom control, with Leaflet's zoom animation (the
 * default), each from a quiet frame. The CSS zoom runs about 250 ms; then one task ends it (the
 * animation class leaves the map pane, every layer is projected, clipped and simplified: endTaskMs)
 * and the route is drawn in the next frame. redrawMs runs from that task's start until the frame
 * with the new drawing was painted: the redraw a user waits for after the zoom. A MessageChannel
 * heartbeat notes when the main thread was last free, which dates the task's start and gives the
 * longest stretch the thread was blocked (longestBlockMs); longestFrameMs is the longest interval
 * between animation-frame callbacks from the click on (read with performance.now(), see
 * START_FRAME_LOG).
 */
export const ZOOM_STEPS = `async ({ directions }) => {
  const afterPaint = ${AFTER_NEXT_PAINT};
  const inkOf = ${CANVAS_INK};
  const pane = document.querySelector('.leaflet-map-pane');
  if (!pane) throw new Error('No map pane');
  const steps = [];
  for (const direction of directions) {
    const button = document.querySelector(direction === 'in' ? '.leaflet-control-zoom-in' : '.leaflet-control-zoom-out');
    if (!button || button.classList.contains('leaflet-disabled')) throw new Error('Cannot zoom ' + direction);
    await afterPaint();
    await afterPaint();
    const stamps = [];
    let running = true;
    const tick = () => { stamps.push(performance.now()); if (running) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
    let lastFree = performance.now();
    let longestBlockMs = 0;
    const beat = new MessageChannel();
    beat.port1.onmessage = () => {
      const now = performance.now();
      longestBlockMs = Math.max(longestBlockMs, now - lastFree);
      lastFree = now;
      if (running) beat.port2.postMessage(null);
    };
    beat.port2.postMessage(null);
    const ended = new Promise((resolve, reject) => {
      let seen = false;
      const timer = setTimeout(() => { observer.disconnect(); reject(new Error('The zoom animation did not end')); }, 5000);
      const observer = new MutationObserver(() => {
        const animating = pane.classList.contains('leaflet-zoom-anim');
        if (animating) seen = true;
        else if (seen) {
          observer.disconnect();
          clearTimeout(timer);
          resolve({ taskStart: lastFree, taskEnd: performance.now() });
        }
      });
      observer.observe(pane, { attributes: true, attributeFilter: ['class'] });
    });
    const started = performance.now();
    button.click();
    const end = await ended;
    const painted = await afterPaint();
    running = false;
    longestBlockMs = Math.max(longestBlockMs, end.taskEnd - end.taskStart);
    const intervals = stamps.slice(1).map((stamp, i) => stamp - stamps[i]);
    steps.push({
      direction,
      totalMs: painted - started,
      redrawMs: painted - end.taskStart,
      endTaskMs: end.taskEnd - end.taskStart,
      longestBlockMs,
      longestFrameMs: Math.max(0, ...intervals),
      ink: inkOf(),
    });
  }
  return steps;
}`;

/**
 * Installed before the live map's scripts: every WebSocket frame carrying LocationUpdated is noted
 * with its arrival (epoch ms) and the end of the next painted frame (the marker moved), by user id;
 * the hub handshake's answer sets __benchHubReady. A listener added in the constructor runs before
 * the SignalR client's own onmessage.
 */
export const LIVE_PAGE_PROBE = `(() => {
  window.__benchUpdates = [];
  window.__benchHubReady = false;
  const afterPaint = ${AFTER_NEXT_PAINT};
  const Native = window.WebSocket;
  class ProbedWebSocket extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        if (typeof event.data !== 'string') return;
        for (const text of event.data.split('\\x1e')) {
          if (text === '{}') { window.__benchHubReady = true; continue; }
          if (!text.includes('"LocationUpdated"')) continue;
          const arrivedAt = performance.timeOrigin + performance.now();
          const message = JSON.parse(text);
          const location = message.arguments && message.arguments[0];
          if (!location) continue;
          afterPaint().then((painted) => window.__benchUpdates.push({
            userId: location.UserId, deviceTime: location.DeviceTime, arrivedAt,
            paintedAt: performance.timeOrigin + painted,
          }));
        }
      });
    }
  }
  window.WebSocket = ProbedWebSocket;
})();`;

/**
 * () => void: starts noting when each animation-frame callback ran in window.__benchFrames. The
 * clock is read in the callback: its timestamp argument is the frame's scheduled start, which a
 * main thread busy past the deadline does not move, so it would hide long frames.
 */
export const START_FRAME_LOG = `() => {
  window.__benchFrames = [];
  window.__benchFramesOn = true;
  const tick = () => { window.__benchFrames.push(performance.now()); if (window.__benchFramesOn) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
}`;

/** () => number[]: stops the frame log and answers the intervals between frames. */
export const STOP_FRAME_LOG = `() => {
  window.__benchFramesOn = false;
  const stamps = window.__benchFrames || [];
  return stamps.slice(1).map((stamp, i) => stamp - stamps[i]);
}`;
