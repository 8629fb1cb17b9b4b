// async_work_group_copy (global to local and back),
// async_work_group_strided_copy (a gather from and a scatter to global
// memory), wait_group_events on events kept in an array, and prefetch; each
// work-group copies its part of the input to local memory, combines
// neighbours there and copies the result out. Compared with a host
// reference on every device.
// RUN: %reference async_copy %t
// RUN: %run-levels %s %t --arg=buffer:f32:512:file=%t.in0 \
// RUN:   --arg=buffer:i32:256:file=%t.in1 --arg=buffer:f32:512 --arg=buffer:i32:256 --arg=local:1024 \
// RUN:   --arg=local:512 --global=128 --local=64 --expect=2=file:%t.out --expect=3=file:%t.out1
// CHECK-DAG: argument 2: all 512 elements match
// CHECK-DAG: argument 3: all 256 elements match

kernel void async_copy(global const float4 *x, global const int *ints,
                       global float4 *y, global int *ints_out,
                       local float4 *lx, local int *li) {
  size_t group = get_group_id(0), lid = get_local_id(0);
  size_t n = get_local_size(0);
  prefetch(x + group * n, n);
  event_t events[2];
  events[0] = async_work_group_copy(lx, x + group * n, n, 0);
  // Every other int of this group's 2n: a gather with stride 2.
  events[1] = async_work_group_strided_copy(li, ints + group * 2 * n, n, 2, 0);
  wait_group_events(2, events);
  float4 v = lx[lid] + lx[(lid + 1) % n] * 0.5f;
  int k = li[lid] * 3 + li[n - 1 - lid];
  barrier(CLK_LOCAL_MEM_FENCE);
  lx[lid] = v;
  li[lid] = k;
  barrier(CLK_LOCAL_MEM_FENCE);
  event_t e = async_work_group_copy(y + group * n, lx, n, 0);
  // Scatter to the odd ints of this group's 2n; the even ones stay 0.
  e = async_work_group_strided_copy(ints_out + group * 2 * n + 1, li, n, 2, e);
  wait_group_events(1, &e);
}
