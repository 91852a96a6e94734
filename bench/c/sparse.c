/*
 * A plain C baseline of the sparse-space method for octal games that split a heap into two (the method of
 * src/heap-games/sparse-space.ts, written from its description, not from any other solver): a plain mex for
 * the first 2048 heaps, then a rare/common split chosen from the data by a Walsh-Hadamard transform of the
 * histogram of values (range and positional types), re-chosen at each doubling and when a value gains a bit;
 * per heap, every pair with a rare heap is marked, the smallest common value left is the candidate, and a scan
 * of the pairs looks for a witness of each rare value below it (lanes: 1, 8 or 32, tried at each epoch).
 *
 *   gcc -O3 -march=native -o sparse bench/c/sparse.c
 *   ./sparse CODE COUNT        e.g. ./sparse 4!.0 1048576, ./sparse 0.354 16777216
 *
 * Prints the time (wall and CPU), the largest value, the rare heaps and a checksum (the sum of G(n) * (n % 1000 + 1)).
 * Only digits 0-7 after the point (take, leave one, leave two) and a `!` after a digit (two heaps unequal);
 * the first digit may be 0 or 4.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int digits[64], unequal[64], ndigits;
static int ks[64], kunequal[64], nsplits, takes[64], ntakes, split_parity;
static uint16_t *G;
static int *rare, nrare, cap_rare;
static uint32_t *mark, *wanted;
static uint8_t *cls; /* parity of v & mask for every v below the mark size */
static int msize, mask_bits = 1, positional, mask;
static long long hist[2][1 << 17];
static int maxv;

static int popparity(unsigned v) { return __builtin_parity(v); }
static int bitlen(unsigned v) { return v ? 32 - __builtin_clz(v) : 0; }

static void parse(const char *code) {
  const char *p = code;
  ndigits = 0;
  while (*p && *p != '.') {
    if (*p == '!') unequal[0] = 1; else digits[0] = *p - '0';
    p++;
  }
  ndigits = 1;
  if (*p == '.') p++;
  for (; *p; p++) {
    if (*p == '!') { unequal[ndigits - 1] = 1; continue; }
    digits[ndigits++] = *p - '0';
  }
  int parities = 0;
  for (int k = 0; k < ndigits; k++) {
    if (digits[k] & 3) takes[ntakes++] = k;
    if (digits[k] & 4) { ks[nsplits] = k; kunequal[nsplits++] = unequal[k]; parities |= 1 << (k & 1); }
  }
  split_parity = parities == 1 ? 0 : parities == 2 ? 1 : -1;
}

static int is_rare(int n, int v) {
  int p = cls[v];
  return positional ? p == ((n - split_parity) & 1) : p == 0;
}

static void set_mask(int m, int pos, int n) {
  mask = m | (-1 << mask_bits);
  positional = pos;
  for (int v = 0; v < msize; v++) cls[v] = popparity((unsigned)(v & mask));
  nrare = 0;
  for (int h = 1; h < n; h++) if (is_rare(h, G[h])) rare[nrare++] = h;
}

static void wht(long long *h, int size) {
  for (int half = 1; half < size; half <<= 1)
    for (int s = 0; s < size; s += 2 * half)
      for (int i = s; i < s + half; i++) { long long a = h[i], b = h[i + half]; h[i] = a + b; h[i + half] = a - b; }
}

/* The best split; returns its rare count, writes the mask and type. */
static long long choose(int *m, int *pos) {
  int size = 1 << mask_bits;
  static long long sum[1 << 17], diff[1 << 17];
  long long total = 0;
  for (int v = 0; v < size; v++) { sum[v] = hist[0][v] + hist[1][v]; diff[v] = hist[0][v] - hist[1][v]; total += sum[v]; }
  wht(sum, size);
  long long best = sum[1]; *m = 1; *pos = 0;
  for (int i = 2; i < size; i++) if (sum[i] < best) { best = sum[i]; *m = i; }
  if (split_parity >= 0) {
    wht(diff, size);
    for (int i = 1; i < size; i++) if (diff[i] < best) { best = diff[i]; *m = i; *pos = 1; }
  }
  return (total + best) / 2;
}

static long long rare_count_of(int m, int pos) {
  long long c = 0;
  for (int v = 0; v < (1 << mask_bits); v++) {
    int even = !popparity((unsigned)(v & m));
    c += pos ? (even ? hist[0][v] : hist[1][v]) : (even ? hist[0][v] + hist[1][v] : 0);
  }
  return c;
}

static long long work;

static int scan(int n, uint32_t stamp, int below, int need, int lanes) {
  int rests[64], highs[64], widths[64], widest = 0, count = 0;
  for (; count < nsplits && ks[count] <= n; count++) {
    int rest = n - ks[count], high = rest >> 1;
    if (kunequal[count] && 2 * high == rest) high--;
    int width = (high + lanes - 1) / lanes;
    rests[count] = rest; highs[count] = high; widths[count] = width;
    if (width > widest) widest = width;
  }
  int missing = need;
  for (int off = 0; off < widest; off += 16) {
    for (int s = 0; s < count; s++) {
      int rest = rests[s], high = highs[s], width = widths[s];
      if (off >= width) continue;
      int stop = (off + 16 < width ? off + 16 : width) - 1;
      for (int lane = 1; lane <= high; lane += width) {
        int last = lane + stop < high ? lane + stop : high;
        for (int a = lane + off; a <= last; a++) {
          work++;
          unsigned x = G[a] ^ G[rest - a];
          if (wanted[x] == stamp) {
            wanted[x] = 0; mark[x] = stamp;
            if (--missing == 0) return 0;
          }
        }
      }
    }
  }
  for (int v = 0; v < below; v++) wanted[v] = 0;
  return missing;
}

int main(int argc, char **argv) {
  if (argc < 3) { fprintf(stderr, "usage: sparse CODE COUNT\n"); return 2; }
  parse(argv[1]);
  long count = atol(argv[2]);
  G = calloc(count + 1, sizeof *G);
  cap_rare = 1 << 20; rare = malloc(cap_rare * sizeof *rare);
  msize = 1 << 17;
  mark = calloc(msize, 4); wanted = calloc(msize, 4); cls = calloc(msize, 1);
  struct timespec t0, t1, c0, c1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c0);
  int sparse = 0, next_choice = 2048, lanes = 32;
  long asked = 0; long long trial[3] = {0, 0, 0}; const int choices[3] = {1, 8, 32};
  for (long n = 0; n < count; n++) {
    uint32_t stamp = (uint32_t)n + 1;
    if (n == next_choice) {
      int m, pos;
      long long best = choose(&m, &pos);
      if (!sparse) { if (best < 0.4 * n) { sparse = 1; set_mask(m, pos, n); } }
      else if (best < 0.875 * rare_count_of(mask & ((1 << mask_bits) - 1), positional)) set_mask(m, pos, n);
      next_choice = 2 * n;
    }
    for (int i = 0; i < ntakes; i++) {
      int k = takes[i]; if (k > n) break;
      long rest = n - k;
      if (rest == 0 && (digits[k] & 1)) mark[0] = stamp;
      if (rest > 0 && (digits[k] & 2)) mark[G[rest]] = stamp;
    }
    int value;
    if (!sparse) {
      for (int s = 0; s < nsplits; s++) {
        long rest = n - ks[s];
        for (long a = 1; 2 * a <= rest; a++) { if (kunequal[s] && 2 * a == rest) continue; mark[G[a] ^ G[rest - a]] = stamp; }
      }
      value = 0; while (mark[value] == stamp) value++;
    } else {
      for (int s = 0; s < nsplits; s++) {
        long rest = n - ks[s];
        for (int i = 0; i < nrare && rare[i] < rest; i++) {
          int r = rare[i];
          if (kunequal[s] && 2 * r == rest) continue;
          mark[G[r] ^ G[rest - r]] = stamp;
        }
        work += nrare;
      }
      int cheap = positional ? 1 ^ ((int)(n + split_parity) & 1) : 1;
      int cand = 0, need = 0;
      for (; ; cand++) {
        if (mark[cand] == stamp) continue;
        if (cls[cand] == cheap) break;
        wanted[cand] = stamp; need++;
      }
      value = cand;
      if (need > 0) {
        long phase = asked++ % 16384; int t = (int)(phase / 128);
        long long before = work; int missing;
        if (t < 3) {
          missing = scan((int)n, stamp, cand, need, choices[t]);
          trial[t] = (phase % 128 == 0 ? 0 : trial[t]) + work - before;
          if (t == 2 && phase % 128 == 127) { int b = 0; for (int i = 1; i < 3; i++) if (trial[i] < trial[b]) b = i; lanes = choices[b]; }
        } else missing = scan((int)n, stamp, cand, need, lanes);
        if (missing) { value = 0; while (mark[value] == stamp) value++; }
      }
    }
    G[n] = (uint16_t)value;
    if (value > maxv) {
      maxv = value;
      if (bitlen(value) > mask_bits) { mask_bits = bitlen(value); if (sparse) next_choice = n + 1; }
      if (sparse) cls[value] = popparity((unsigned)(value & mask));
    }
    hist[split_parity >= 0 ? ((n - split_parity) & 1) : 0][value]++;
    if (sparse && n > 0 && is_rare((int)n, value)) {
      if (nrare == cap_rare) { cap_rare *= 2; rare = realloc(rare, cap_rare * sizeof *rare); }
      rare[nrare++] = (int)n;
    }
  }
  clock_gettime(CLOCK_MONOTONIC, &t1);
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c1);
  double seconds = (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9;
  double cpu = (c1.tv_sec - c0.tv_sec) + (c1.tv_nsec - c0.tv_nsec) / 1e9;
  unsigned long long checksum = 0;
  for (long n = 0; n < count; n++) checksum += (unsigned long long)G[n] * (n % 1000 + 1);
  printf("{\"code\":\"%s\",\"count\":%ld,\"wall\":%.3f,\"cpu\":%.3f,\"largest\":%d,\"rare\":%d,\"mask\":%d,\"positional\":%d,\"checksum\":%llu}\n",
         argv[1], count, seconds, cpu, maxv, nrare, mask & ((1 << mask_bits) - 1), positional, checksum);
  return 0;
}
