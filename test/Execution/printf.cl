// printf (OpenCL.std printf, format strings in UniformConstant): integers of
// every width and conversion, doubles (floats are promoted), a %s string, a
// %% and vectors (%v4hlf, %v2hld, %v4hd, %v3ld; not char vectors, which
// PoCL 3.1 prints wrongly while Intel's runtime prints them right). One
// work-item prints, so the order is fixed. The values come from the input
// buffers (0, 1, 2, ... filled by the host), so the compiler cannot fold
// them into the format; each device's output reaches spirv-run's stdout
// before its result lines, and the devices must print the same. No printf
// fails (OpenCL says it returns 0 or -1; Intel's runtime returns the length).
// It prints doubles: it runs on the devices with fp64, not on the GPU
// profile (dg2 has none).
// Where it uses doubles, it needs Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// RUN: env SPIRV_OFFLOAD_DEVICE=%fp64-devices %run-levels %s %t --global=4 --arg=buffer:i32:8:seq --arg=buffer:f32:8:seq=0.5,0.25 \
// RUN:   --arg=buffer:i32:4 --expect=2=0
// CHECK:      int 7 -3 4294967293 ff 17 A
// CHECK-NEXT: long 123456789012 short -2 char 3
// CHECK-NEXT: float 0.750 2.000e+00 1.25
// CHECK-NEXT: string [hello] [  pad] 100%
// CHECK-NEXT: float4 0.50,0.75,1.00,1.25
// CHECK-NEXT: int2 5,6 short4 1,2,3,4 long3 -1,0,1
// CHECK-NEXT: item 0 of 4
// CHECK-NOT: item
// CHECK:      argument 2: all 4 elements match

kernel void print_values(global const int *in, global const float *f,
                         global int *status) {
  size_t id = get_global_id(0);
  int fail = 0;
  if (id == 0) {
    int seven = in[7], minus3 = in[1] - in[4];
    fail |= printf("int %d %i %u %x %o %c\n", seven, minus3, (uint)minus3,
                in[5] * 51, in[7] + in[7] + 1, 'A' + in[0]) < 0;
    fail |= printf("long %ld short %hd char %hhd\n",
                (long)in[3] * 41152263004L, (short)-in[2], (char)in[3]) < 0;
    fail |= printf("float %.3f %.3e %g\n", f[1], f[6], f[3]) < 0;
    fail |= printf("string [%s] [%5s] %d%%\n", "hello", "pad", in[4] * 25) < 0;
    fail |= printf("float4 %.2v4hlf\n", vload4(0, f)) < 0;
    fail |= printf("int2 %v2hld short4 %v4hd long3 %v3ld\n", vload2(0, in + 5),
                (short4)((short)in[1], (short)in[2], (short)in[3], (short)in[4]),
                (long3)(in[0] - 1, in[0], in[1])) < 0;
    fail |= printf("item %d of %d\n", (int)id, (int)get_global_size(0)) < 0;
  }
  status[id] = fail;
}
