;; The hot loops of the sparse-space method (sparse-space.ts; their TypeScript twins are in sparse-loops.ts),
;; for the WebAssembly core. scripts/build-wasm.mjs assembles this file with wabt and writes the bytes into
;; sparse-core-bytes.ts. Every function between `;; @widths` and `;; @end` is written once and emitted twice, for
;; values of 8 and 16 bits: `_W` becomes `_8`/`_16`, `loadW` becomes `load8`/`load16`, `SHIFT` the log2 of a
;; value's bytes (0 or 1) and `@J` (a digit) the byte offset of the J-th value after another (J << SHIFT).
;; Every argument named like an array is a byte offset into the imported memory, where the caller keeps the
;; values (G), the rare heaps (i32), the marks and the wanted flags (u32 each, indexed by a value).
(module
  (import "core" "memory" (memory 1))
  ;; The pairs `scan_W` planned, summed as the TypeScript scan counts them (a round's pairs, ahead).
  (global $work (export "work") (mut f64) (f64.const 0))

  ;; @widths
  ;; mark[G[r] ^ G[rest - r]] = stamp for r = rare[from … to-1].
  (func (export "markRarePairs_W")
    (param $G i32) (param $rare i32) (param $from i32) (param $to i32) (param $rest i32) (param $mark i32) (param $stamp i32)
    (local $p i32) (local $end i32) (local $r i32)
    (if (i32.ge_s (local.get $from) (local.get $to)) (then (return)))
    (local.set $p (i32.add (local.get $rare) (i32.shl (local.get $from) (i32.const 2))))
    (local.set $end (i32.add (local.get $rare) (i32.shl (local.get $to) (i32.const 2))))
    (loop $next
      (local.set $r (i32.load (local.get $p)))
      (i32.store
        (i32.add (local.get $mark)
          (i32.shl
            (i32.xor
              (i32.loadW_u (i32.add (local.get $G) (i32.shl (local.get $r) (i32.const SHIFT))))
              (i32.loadW_u (i32.add (local.get $G) (i32.shl (i32.sub (local.get $rest) (local.get $r)) (i32.const SHIFT)))))
            (i32.const 2)))
        (local.get $stamp))
      (local.set $p (i32.add (local.get $p) (i32.const 4)))
      (br_if $next (i32.lt_u (local.get $p) (local.get $end)))))

  ;; The pairs (r, rest + j - r), r = rare[from … to-1], j = 0 … 7, marked in segment j of `mark`
  ;; (`size` entries a segment).
  (func (export "markRarePairsBatch_W")
    (param $G i32) (param $rare i32) (param $from i32) (param $to i32) (param $rest i32) (param $mark i32) (param $size i32) (param $stamp i32)
    (local $p i32) (local $end i32) (local $r i32) (local $g i32) (local $b i32) (local $step i32)
    (local $m1 i32) (local $m2 i32) (local $m3 i32) (local $m4 i32) (local $m5 i32) (local $m6 i32) (local $m7 i32)
    (if (i32.ge_s (local.get $from) (local.get $to)) (then (return)))
    (local.set $step (i32.shl (local.get $size) (i32.const 2)))
    (local.set $m1 (i32.add (local.get $mark) (local.get $step)))
    (local.set $m2 (i32.add (local.get $m1) (local.get $step)))
    (local.set $m3 (i32.add (local.get $m2) (local.get $step)))
    (local.set $m4 (i32.add (local.get $m3) (local.get $step)))
    (local.set $m5 (i32.add (local.get $m4) (local.get $step)))
    (local.set $m6 (i32.add (local.get $m5) (local.get $step)))
    (local.set $m7 (i32.add (local.get $m6) (local.get $step)))
    (local.set $p (i32.add (local.get $rare) (i32.shl (local.get $from) (i32.const 2))))
    (local.set $end (i32.add (local.get $rare) (i32.shl (local.get $to) (i32.const 2))))
    (loop $next
      (local.set $r (i32.load (local.get $p)))
      (local.set $g (i32.loadW_u (i32.add (local.get $G) (i32.shl (local.get $r) (i32.const SHIFT)))))
      (local.set $b (i32.add (local.get $G) (i32.shl (i32.sub (local.get $rest) (local.get $r)) (i32.const SHIFT))))
      (i32.store (i32.add (local.get $mark) (i32.shl (i32.xor (local.get $g) (i32.loadW_u offset=@0 (local.get $b))) (i32.const 2))) (local.get $stamp))
      (i32.store (i32.add (local.get $m1) (i32.shl (i32.xor (local.get $g) (i32.loadW_u offset=@1 (local.get $b))) (i32.const 2))) (local.get $stamp))
      (i32.store (i32.add (local.get $m2) (i32.shl (i32.xor (local.get $g) (i32.loadW_u offset=@2 (local.get $b))) (i32.const 2))) (local.get $stamp))
      (i32.store (i32.add (local.get $m3) (i32.shl (i32.xor (local.get $g) (i32.loadW_u offset=@3 (local.get $b))) (i32.const 2))) (local.get $stamp))
      (i32.store (i32.add (local.get $m4) (i32.shl (i32.xor (local.get $g) (i32.loadW_u offset=@4 (local.get $b))) (i32.const 2))) (local.get $stamp))
      (i32.store (i32.add (local.get $m5) (i32.shl (i32.xor (local.get $g) (i32.loadW_u offset=@5 (local.get $b))) (i32.const 2))) (local.get $stamp))
      (i32.store (i32.add (local.get $m6) (i32.shl (i32.xor (local.get $g) (i32.loadW_u offset=@6 (local.get $b))) (i32.const 2))) (local.get $stamp))
      (i32.store (i32.add (local.get $m7) (i32.shl (i32.xor (local.get $g) (i32.loadW_u offset=@7 (local.get $b))) (i32.const 2))) (local.get $stamp))
      (local.set $p (i32.add (local.get $p) (i32.const 4)))
      (br_if $next (i32.lt_u (local.get $p) (local.get $end)))))

  ;; The pairs (a, rest + j - a), a = from … to, j = 0 … 7, marked in segment j of `mark`.
  (func (export "markPairsBatch_W")
    (param $G i32) (param $from i32) (param $to i32) (param $rest i32) (param $mark i32) (param $size i32) (param $stamp i32)
    (local $pa i32) (local $end i32) (local $g i32) (local $b i32) (local $step i32)
    (local $m1 i32) (local $m2 i32) (local $m3 i32) (local $m4 i32) (local $m5 i32) (local $m6 i32) (local $m7 i32)
    (if (i32.gt_s (local.get $from) (local.get $to)) (then (return)))
    (local.set $step (i32.shl (local.get $size) (i32.const 2)))
    (local.set $m1 (i32.add (local.get $mark) (local.get $step)))
    (local.set $m2 (i32.add (local.get $m1) (local.get $step)))
    (local.set $m3 (i32.add (local.get $m2) (local.get $step)))
    (local.set $m4 (i32.add (local.get $m3) (local.get $step)))
    (local.set $m5 (i32.add (local.get $m4) (local.get $step)))
    (local.set $m6 (i32.add (local.get $m5) (local.get $step)))
    (local.set $m7 (i32.add (local.get $m6) (local.get $step)))
    (local.set $pa (i32.add (local.get $G) (i32.shl (local.get $from) (i32.const SHIFT))))
    (local.set $end (i32.add (local.get $G) (i32.shl (local.get $to) (i32.const SHIFT))))
    (local.set $b (i32.add (local.get $G) (i32.shl (i32.sub (local.get $rest) (local.get $from)) (i32.const SHIFT))))
    (loop $next
      (local.set $g (i32.loadW_u (local.get $pa)))
      (i32.store (i32.add (local.get $mark) (i32.shl (i32.xor (local.get $g) (i32.loadW_u offset=@0 (local.get $b))) (i32.const 2))) (local.get $stamp))
      (i32.store (i32.add (local.get $m1) (i32.shl (i32.xor (local.get $g) (i32.loadW_u offset=@1 (local.get $b))) (i32.const 2))) (local.get $stamp))
      (i32.store (i32.add (local.get $m2) (i32.shl (i32.xor (local.get $g) (i32.loadW_u offset=@2 (local.get $b))) (i32.const 2))) (local.get $stamp))
      (i32.store (i32.add (local.get $m3) (i32.shl (i32.xor (local.get $g) (i32.loadW_u offset=@3 (local.get $b))) (i32.const 2))) (local.get $stamp))
      (i32.store (i32.add (local.get $m4) (i32.shl (i32.xor (local.get $g) (i32.loadW_u offset=@4 (local.get $b))) (i32.const 2))) (local.get $stamp))
      (i32.store (i32.add (local.get $m5) (i32.shl (i32.xor (local.get $g) (i32.loadW_u offset=@5 (local.get $b))) (i32.const 2))) (local.get $stamp))
      (i32.store (i32.add (local.get $m6) (i32.shl (i32.xor (local.get $g) (i32.loadW_u offset=@6 (local.get $b))) (i32.const 2))) (local.get $stamp))
      (i32.store (i32.add (local.get $m7) (i32.shl (i32.xor (local.get $g) (i32.loadW_u offset=@7 (local.get $b))) (i32.const 2))) (local.get $stamp))
      (local.set $pa (i32.add (local.get $pa) (i32.const @1)))
      (local.set $b (i32.sub (local.get $b) (i32.const @1)))
      (br_if $next (i32.le_u (local.get $pa) (local.get $end)))))

  ;; The witness scan over a = from … to: each pair (a, rest - a) whose value v has wanted[v] === stamp clears
  ;; that flag and sets mark[v] = stamp; returns how many of the `missing` values are still missing (0: it
  ;; stopped as soon as the last was found).
  (func $witness_W (export "witness_W")
    (param $G i32) (param $from i32) (param $to i32) (param $rest i32) (param $wanted i32) (param $mark i32) (param $stamp i32) (param $missing i32)
    (result i32)
    (local $pa i32) (local $pb i32) (local $end i32) (local $x i32) (local $at i32)
    (if (i32.gt_s (local.get $from) (local.get $to)) (then (return (local.get $missing))))
    (local.set $pa (i32.add (local.get $G) (i32.shl (local.get $from) (i32.const SHIFT))))
    (local.set $end (i32.add (local.get $G) (i32.shl (local.get $to) (i32.const SHIFT))))
    (local.set $pb (i32.add (local.get $G) (i32.shl (i32.sub (local.get $rest) (local.get $from)) (i32.const SHIFT))))
    ;; Four pairs a step while four are left: the loop's own cost is a good part of a pair's.
    (block $fours-done
      (br_if $fours-done (i32.gt_u (i32.add (local.get $pa) (i32.const @3)) (local.get $end)))
      (loop $four
        (local.set $x (i32.shl (i32.xor (i32.loadW_u (local.get $pa)) (i32.loadW_u (local.get $pb))) (i32.const 2)))
        (if (i32.eq (i32.load (i32.add (local.get $wanted) (local.get $x))) (local.get $stamp))
          (then
            (i32.store (i32.add (local.get $wanted) (local.get $x)) (i32.const 0))
            (i32.store (i32.add (local.get $mark) (local.get $x)) (local.get $stamp))
            (local.set $missing (i32.sub (local.get $missing) (i32.const 1)))
            (if (i32.eqz (local.get $missing)) (then (return (i32.const 0))))))
        (local.set $x (i32.shl (i32.xor (i32.loadW_u offset=@1 (local.get $pa)) (i32.loadW_u (i32.sub (local.get $pb) (i32.const @1)))) (i32.const 2)))
        (if (i32.eq (i32.load (i32.add (local.get $wanted) (local.get $x))) (local.get $stamp))
          (then
            (i32.store (i32.add (local.get $wanted) (local.get $x)) (i32.const 0))
            (i32.store (i32.add (local.get $mark) (local.get $x)) (local.get $stamp))
            (local.set $missing (i32.sub (local.get $missing) (i32.const 1)))
            (if (i32.eqz (local.get $missing)) (then (return (i32.const 0))))))
        (local.set $x (i32.shl (i32.xor (i32.loadW_u offset=@2 (local.get $pa)) (i32.loadW_u (i32.sub (local.get $pb) (i32.const @2)))) (i32.const 2)))
        (if (i32.eq (i32.load (i32.add (local.get $wanted) (local.get $x))) (local.get $stamp))
          (then
            (i32.store (i32.add (local.get $wanted) (local.get $x)) (i32.const 0))
            (i32.store (i32.add (local.get $mark) (local.get $x)) (local.get $stamp))
            (local.set $missing (i32.sub (local.get $missing) (i32.const 1)))
            (if (i32.eqz (local.get $missing)) (then (return (i32.const 0))))))
        (local.set $x (i32.shl (i32.xor (i32.loadW_u offset=@3 (local.get $pa)) (i32.loadW_u (i32.sub (local.get $pb) (i32.const @3)))) (i32.const 2)))
        (if (i32.eq (i32.load (i32.add (local.get $wanted) (local.get $x))) (local.get $stamp))
          (then
            (i32.store (i32.add (local.get $wanted) (local.get $x)) (i32.const 0))
            (i32.store (i32.add (local.get $mark) (local.get $x)) (local.get $stamp))
            (local.set $missing (i32.sub (local.get $missing) (i32.const 1)))
            (if (i32.eqz (local.get $missing)) (then (return (i32.const 0))))))
        (local.set $pa (i32.add (local.get $pa) (i32.const @4)))
        (local.set $pb (i32.sub (local.get $pb) (i32.const @4)))
        (br_if $four (i32.le_u (i32.add (local.get $pa) (i32.const @3)) (local.get $end)))))
    (if (i32.gt_u (local.get $pa) (local.get $end)) (then (return (local.get $missing))))
    (loop $next
      (local.set $x (i32.shl (i32.xor (i32.loadW_u (local.get $pa)) (i32.loadW_u (local.get $pb))) (i32.const 2)))
      (if (i32.eq (i32.load (i32.add (local.get $wanted) (local.get $x))) (local.get $stamp))
        (then
          (i32.store (i32.add (local.get $wanted) (local.get $x)) (i32.const 0))
          (i32.store (i32.add (local.get $mark) (local.get $x)) (local.get $stamp))
          (local.set $missing (i32.sub (local.get $missing) (i32.const 1)))
          (if (i32.eqz (local.get $missing)) (then (return (i32.const 0))))))
      (local.set $pa (i32.add (local.get $pa) (i32.const @1)))
      (local.set $pb (i32.sub (local.get $pb) (i32.const @1)))
      (br_if $next (i32.le_u (local.get $pa) (local.get $end))))
    (local.get $missing))

  ;; The rounds of the witness scan (SparseSpace's `scan`): `plan` holds, for each of `count` splits, its rest,
  ;; last `a` (high), lane width and first offset (four i32). Each round takes a block of 16 offsets from every
  ;; lane of every split; adds each round's pairs to `work` before it, as the TypeScript scan does. Returns how
  ;; many values are still missing.
  (func (export "scan_W")
    (param $G i32) (param $wanted i32) (param $mark i32) (param $plan i32) (param $count i32) (param $widest i32) (param $stamp i32) (param $missing i32)
    (result i32)
    (local $offset i32) (local $p i32) (local $end i32) (local $rest i32) (local $high i32) (local $width i32)
    (local $stop i32) (local $lane i32) (local $last i32)
    (if (i32.le_s (local.get $widest) (i32.const 0)) (then (return (local.get $missing))))
    (local.set $end (i32.add (local.get $plan) (i32.shl (local.get $count) (i32.const 4))))
    (loop $round
      (local.set $p (local.get $plan))
      (block $splits-done
        (br_if $splits-done (i32.ge_u (local.get $p) (local.get $end)))
        (loop $split
          (local.set $width (i32.load offset=8 (local.get $p)))
          (if (i32.and
                (i32.lt_s (local.get $offset) (local.get $width))
                (i32.ge_s (local.get $offset) (i32.load offset=12 (local.get $p))))
            (then
              (local.set $rest (i32.load (local.get $p)))
              (local.set $high (i32.load offset=4 (local.get $p)))
              (local.set $stop (i32.sub
                (select (i32.add (local.get $offset) (i32.const 16)) (local.get $width)
                  (i32.lt_s (i32.add (local.get $offset) (i32.const 16)) (local.get $width)))
                (i32.const 1)))
              (global.set $work (f64.add (global.get $work)
                (f64.mul
                  (f64.convert_i32_s (i32.add (i32.sub (local.get $stop) (local.get $offset)) (i32.const 1)))
                  (f64.convert_i32_s (i32.div_s (i32.sub (i32.add (local.get $high) (local.get $width)) (i32.const 1)) (local.get $width))))))
              (local.set $lane (i32.const 1))
              (block $lanes-done
                (br_if $lanes-done (i32.gt_s (local.get $lane) (local.get $high)))
                (loop $lanes
                  (local.set $last (i32.add (local.get $lane) (local.get $stop)))
                  (local.set $last (select (local.get $last) (local.get $high) (i32.lt_s (local.get $last) (local.get $high))))
                  (local.set $missing
                    (call $witness_W (local.get $G) (i32.add (local.get $lane) (local.get $offset)) (local.get $last) (local.get $rest)
                      (local.get $wanted) (local.get $mark) (local.get $stamp) (local.get $missing)))
                  (if (i32.eqz (local.get $missing)) (then (return (i32.const 0))))
                  (local.set $lane (i32.add (local.get $lane) (local.get $width)))
                  (br_if $lanes (i32.le_s (local.get $lane) (local.get $high)))))))
          (local.set $p (i32.add (local.get $p) (i32.const 16)))
          (br_if $split (i32.lt_u (local.get $p) (local.get $end)))))
      (local.set $offset (i32.add (local.get $offset) (i32.const 16)))
      (br_if $round (i32.lt_s (local.get $offset) (local.get $widest))))
    (local.get $missing))
  ;; @end
)
