import { useEffect, useRef } from 'react'
import { useMediaQuery } from '@/hooks/use-media-query'

/** Spec §9: the confirmation's confetti has 50 pieces. */
export const CONFETTI_PIECES = 50

function ConfettiCanvas() {
  const canvasRef = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    let stopped = false
    let reset: (() => void) | undefined
    // canvas-confetti (~4 KB gzip) downloads only here, once an order is on screen.
    import('canvas-confetti')
      .then(({ default: confetti }) => {
        const canvas = canvasRef.current
        if (stopped || !canvas) return
        // On the main thread: a worker would take the canvas over for good, and StrictMode's second effect
        // must be able to draw on it again.
        const fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true })
        reset = () => fire.reset()
        void fire({ particleCount: CONFETTI_PIECES, spread: 80, startVelocity: 40, origin: { y: 0.35 } })?.catch(
          () => {},
        )
      })
      // Decoration only: a browser without canvas support, or a chunk that fails to load, shows none.
      .catch(() => {})
    return () => {
      stopped = true
      reset?.()
    }
  }, [])

  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      data-testid="confetti"
      className="pointer-events-none fixed inset-0 z-40 size-full"
    />
  )
}

/** A burst of confetti over the page, except for visitors who ask for reduced motion (or whose browser cannot say). */
export function Confetti() {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', true)
  return reduceMotion ? null : <ConfettiCanvas />
}
