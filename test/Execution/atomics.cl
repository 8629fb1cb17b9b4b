// Atomics on the device, checked against the host: a histogram counted with
// atomic_inc in local memory and merged with atomic_add into global memory
// (OpenCL 1.x), a sum with atomic_fetch_add_explicit, a maximum with
// atomic_max, and a second maximum computed with a compare-exchange loop
// (OpenCL 2.0 atomic_load_explicit / atomic_compare_exchange_weak). 4096
// work-items in groups of 64 all hit the same 16 bins and counters, so a
// non-atomic update loses counts.
// RUN: %reference atomics %t
// RUN: %run-levels %s %t --arg=buffer:u32:4096:file=%t.in0 --arg=buffer:u32:16 --arg=local:64 \
// RUN:   --arg=buffer:u32:1 --arg=buffer:u32:1 --arg=buffer:u32:1 --global=4096 --local=64 \
// RUN:   --expect=1=file:%t.out1 --expect=3=file:%t.out3 --expect=4=file:%t.out4 \
// RUN:   --expect=5=file:%t.out4
// CHECK: argument 1: all 16 elements match
// CHECK: argument 3: all 1 elements match
// CHECK: argument 4: all 1 elements match
// CHECK: argument 5: all 1 elements match
kernel void histogram(global const uint *in, volatile global uint *hist,
                      local uint *bins, global atomic_uint *total,
                      volatile global uint *maxv, global atomic_uint *casmax) {
  uint lid = get_local_id(0);
  if (lid < 16)
    bins[lid] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  uint v = in[get_global_id(0)];
  atomic_inc((volatile local uint *)&bins[v % 16]);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < 16)
    atomic_add(&hist[lid], bins[lid]);
  atomic_fetch_add_explicit(total, v & 0xff, memory_order_relaxed,
                            memory_scope_device);
  atomic_max(maxv, v);
  uint cur = atomic_load_explicit(casmax, memory_order_relaxed);
  while (cur < v && !atomic_compare_exchange_weak(casmax, &cur, v))
    ;
}
