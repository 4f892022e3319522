/** The two notes of the broadcast chime (E5 then A5), each this long, the second this much later. */
const NOTES_HZ = [659.25, 880] as const;
const NOTE_SECONDS = 0.45;
const NOTE_GAP_SECONDS = 0.16;
const PEAK_GAIN = 0.18;

type AudioContextClass = typeof AudioContext;

let context: AudioContext | undefined;

const audioContextClass = (): AudioContextClass | undefined =>
  globalThis.AudioContext ??
  (globalThis as typeof globalThis & { webkitAudioContext?: AudioContextClass }).webkitAudioContext;

/**
 * Spec section 4: a broadcast plays a sound. Generated with Web Audio (no file to download or
 * serve). Browsers refuse audio before the user's first gesture on the page: then it is silent, and
 * the banner alone tells.
 */
export const playChime = (): void => {
  try {
    const Context = audioContextClass();
    if (!Context) return;
    context ??= new Context();
    const audio = context;
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const start = audio.currentTime + 0.02;
    NOTES_HZ.forEach((frequency, index) => {
      const at = start + index * NOTE_GAP_SECONDS;
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      // A quick rise and an exponential fall: a bell-like note with no click at either end.
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(PEAK_GAIN, at + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_SECONDS);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + NOTE_SECONDS + 0.05);
    });
  } catch {
    // No Web Audio, or the browser refused it: the banner still shows.
  }
};
