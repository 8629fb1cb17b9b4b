// nbody: a kernel of utils/bench/kernel-bench.py.
kernel void nbody(global const float4 *pos, global float4 *acc, int n, float soft) {
  int i = get_global_id(0);
  float4 p = pos[i];
  float3 a = (float3)(0.0f);
  for (int j = 0; j < n; ++j) {
    float4 q = pos[j];
    float3 d = q.xyz - p.xyz;
    float r2 = dot(d, d) + soft;
    float inv = rsqrt(r2);
    a += d * (q.w * inv * inv * inv);
  }
  acc[i] = (float4)(a, 0.0f);
}
