//===- compass/dsl/misc.h - printf and perf ticks -----------------*- C -*-===//
//
// S.printf's %f and the profiler's tick marks: the builtins of no lane
// family. Included after dot.h (cl_khr_fp64: the %f value is a double).
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DSL_PART_MISC_H
#define COMPASS_DSL_PART_MISC_H

//===----------------------------------------------------------------------===//
// Miscellaneous builtins: S.printf's %f, S.perf_tick_begin / S.perf_tick_end
//===----------------------------------------------------------------------===//

/// S.printf's %f (upstream's PySim): the value rounded to 12 decimals (to
/// nearest even) and cut to 6, returned so that printf's "%f" prints exactly
/// those 6 decimals; NaN as a positive NaN. Below 2^23 x * 1e12 is exact in
/// double and its integer fits a long; above, x is an integer already.
static inline double __compass_printf_f(float x) {
  if (isnan(x))
    return (double)NAN;
  if (isinf(x) || fabs(x) >= 8388608.0f)
    return (double)x;
  double scaled = rint((double)x * 1e12);
  long micro = (long)scaled / 1000000L;
  return copysign((double)micro / 1e6, (double)x);
}
static inline double __compass_printf_bf16(bf16 x) {
  return __compass_printf_f(__bf16_to_float(x));
}

/// The profiler's marks: the simulator counts instructions between them, the
/// device's profiler records ticks; here they do nothing (upstream's weak
/// default).
static inline void __perf_record_tick_begin(uint eid) {}
static inline void __perf_record_tick_end(uint eid) {}

#endif // COMPASS_DSL_PART_MISC_H
