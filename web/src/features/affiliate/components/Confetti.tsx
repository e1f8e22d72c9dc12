import { CONFETTI_MS } from '@careers/domain';
import { useEffect, useRef, useState } from 'react';

const COLORS = ['#f97316', '#2563eb', '#16a34a', '#eab308', '#db2777', '#0ea5e9'];
const PIECES = 120;

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A short burst of confetti on a canvas over the page, for CONFETTI_MS; nothing at all with reduced motion. */
export function Confetti() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [active, setActive] = useState(() => !prefersReducedMotion());

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!active || !canvas || !context) return;
    canvas.width = window.innerWidth;
    canvas.height = window.innerHeight;
    const pieces = Array.from({ length: PIECES }, (_, i) => ({
      x: Math.random() * canvas.width,
      y: -20 - Math.random() * canvas.height * 0.5,
      vx: (Math.random() - 0.5) * 3,
      vy: 2 + Math.random() * 4,
      size: 6 + Math.random() * 6,
      spin: Math.random() * Math.PI,
      color: COLORS[i % COLORS.length]!,
    }));
    const started = performance.now();
    let frame = requestAnimationFrame(function draw(now) {
      context.clearRect(0, 0, canvas.width, canvas.height);
      for (const piece of pieces) {
        piece.x += piece.vx;
        piece.y += piece.vy;
        piece.spin += 0.1;
        context.save();
        context.translate(piece.x, piece.y);
        context.rotate(piece.spin);
        context.fillStyle = piece.color;
        context.fillRect(-piece.size / 2, -piece.size / 4, piece.size, piece.size / 2);
        context.restore();
      }
      if (now - started < CONFETTI_MS) frame = requestAnimationFrame(draw);
    });
    const stop = setTimeout(() => setActive(false), CONFETTI_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(stop);
    };
  }, [active]);

  if (!active) return null;
  return (
    <canvas
      ref={canvasRef}
      aria-hidden
      data-testid="confetti"
      style={{ position: 'fixed', inset: 0, width: '100vw', height: '100vh', pointerEvents: 'none', zIndex: 1400 }}
    />
  );
}
