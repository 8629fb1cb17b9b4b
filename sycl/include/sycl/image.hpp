//===- sycl/image.hpp - unsampled_image, sampled_image and their accessors ===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
// Images live in shared USM like buffers, and their accessors are plain
// data in the kernel object (pixels, extent, format, sampler), because the
// kernel object is one byval argument and SPIR-V images cannot be stored in
// memory; Clang's SYCL mode has no OpenCL image types to pass them as
// separate kernel parameters. Reads, writes and sampling (format
// conversion, addressing, nearest and linear filtering) are therefore this
// header's code, the same on the host and on every device, following the
// OpenCL image rules that SYCL refers to.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_IMAGE_HPP
#define SYCL_IMAGE_HPP

#include <sycl/buffer.hpp>
#include <sycl/handler.hpp>

namespace sycl {

enum class image_format {
  r8g8b8a8_unorm,
  r16g16b16a16_unorm,
  r8g8b8a8_sint,
  r16g16b16a16_sint,
  r32b32g32a32_sint,
  r8g8b8a8_uint,
  r16g16b16a16_uint,
  r32b32g32a32_uint,
  r16b16g16a16_sfloat,
  r32g32b32a32_sfloat,
  b8g8r8a8_unorm
};
enum class addressing_mode { mirrored_repeat, repeat, clamp_to_edge, clamp, none };
enum class filtering_mode { nearest, linear };
enum class coordinate_normalization_mode { normalized, unnormalized };
struct image_sampler {
  addressing_mode addressing;
  coordinate_normalization_mode coordinate;
  filtering_mode filtering;
};
enum class image_target { device, host_task };

namespace detail {
enum class channel_kind { unorm, sint, uint, sfloat };
struct format_info {
  channel_kind kind;
  unsigned bytes; // per channel
  bool bgra;      // channels stored in B, G, R, A order
};
constexpr format_info info_of(image_format f) {
  switch (f) {
  case image_format::r8g8b8a8_unorm: return {channel_kind::unorm, 1, false};
  case image_format::r16g16b16a16_unorm: return {channel_kind::unorm, 2, false};
  case image_format::r8g8b8a8_sint: return {channel_kind::sint, 1, false};
  case image_format::r16g16b16a16_sint: return {channel_kind::sint, 2, false};
  case image_format::r32b32g32a32_sint: return {channel_kind::sint, 4, false};
  case image_format::r8g8b8a8_uint: return {channel_kind::uint, 1, false};
  case image_format::r16g16b16a16_uint: return {channel_kind::uint, 2, false};
  case image_format::r32b32g32a32_uint: return {channel_kind::uint, 4, false};
  case image_format::r16b16g16a16_sfloat: return {channel_kind::sfloat, 2, false};
  case image_format::r32g32b32a32_sfloat: return {channel_kind::sfloat, 4, false};
  case image_format::b8g8r8a8_unorm: return {channel_kind::unorm, 1, true};
  }
  return {channel_kind::unorm, 1, false};
}

// IEEE binary16 <-> binary32 by bits (round to nearest even), so that half
// images need no half arithmetic on the device.
inline float half_bits_to_float(uint16_t h) {
  uint32_t sign = uint32_t(h & 0x8000) << 16, exp = (h >> 10) & 0x1F, man = h & 0x3FF, bits;
  if (exp == 0x1F)
    bits = sign | 0x7F800000 | (man << 13);
  else if (exp != 0)
    bits = sign | ((exp + 112) << 23) | (man << 13);
  else if (man == 0)
    bits = sign;
  else { // subnormal: normalize
    exp = 113;
    while (!(man & 0x400)) {
      man <<= 1;
      --exp;
    }
    bits = sign | (exp << 23) | ((man & 0x3FF) << 13);
  }
  float f;
  __builtin_memcpy(&f, &bits, 4);
  return f;
}
inline uint16_t float_to_half_bits(float f) {
  uint32_t x;
  __builtin_memcpy(&x, &f, 4);
  uint32_t sign = (x >> 16) & 0x8000, abs = x & 0x7FFFFFFF;
  if (abs >= 0x7F800000) // inf or nan
    return uint16_t(sign | 0x7C00 | (abs > 0x7F800000 ? 0x200 : 0));
  if (abs >= 0x477FF000) // rounds to beyond the largest half
    return uint16_t(sign | 0x7C00);
  if (abs < 0x38800000) { // subnormal half or zero: round(f / 2^-24)
    uint32_t shift = 126 - (abs >> 23);
    if (shift > 24)
      return uint16_t(sign);
    uint32_t man = (abs & 0x7FFFFF) | 0x800000;
    uint32_t h = man >> shift, rest = man & ((1u << shift) - 1), half_way = 1u << (shift - 1);
    if (rest > half_way || (rest == half_way && (h & 1)))
      ++h;
    return uint16_t(sign | h);
  }
  uint32_t h = ((abs - 0x38000000) >> 13), rest = abs & 0x1FFF;
  if (rest > 0x1000 || (rest == 0x1000 && (h & 1)))
    ++h;
  return uint16_t(sign | h);
}

template <typename T> inline T clamp_to(float v, float lo, float hi) { return T(v < lo ? lo : v > hi ? hi : v); }
// Round to nearest even of a value in [0, 65535] (OpenCL's unorm writes).
inline float round_even(float v) {
  float r = float(int64_t(v + 0.5f));
  if (r - v == 0.5f && (int64_t(r) & 1))
    r -= 1.0f;
  return r;
}

// The pixels of an image as kernels and host accessors see them.
struct image_view {
  unsigned char *data = nullptr;
  image_format format = image_format::r8g8b8a8_unorm;
  int extent[3] = {1, 1, 1}; // width, height, depth
  size_t row_pitch = 0, slice_pitch = 0;

  size_t pixel_bytes() const { return 4 * info_of(format).bytes; }
  unsigned char *pixel(int x, int y, int z) const {
    return data + size_t(z) * slice_pitch + size_t(y) * row_pitch + size_t(x) * pixel_bytes();
  }
  // One channel as float (unorm, sfloat) or as its integer value.
  float load_float(const unsigned char *p, int c) const {
    format_info fi = info_of(format);
    if (fi.bgra && c != 3)
      c = 2 - c;
    const unsigned char *q = p + c * fi.bytes;
    switch (fi.kind) {
    case channel_kind::unorm:
      return fi.bytes == 1 ? float(q[0]) / 255.0f : float(uint16_t(q[0] | q[1] << 8)) / 65535.0f;
    case channel_kind::sfloat:
      if (fi.bytes == 2)
        return half_bits_to_float(uint16_t(q[0] | q[1] << 8));
      float f;
      __builtin_memcpy(&f, q, 4);
      return f;
    default:
      return float(load_int(p, c));
    }
  }
  int64_t load_int(const unsigned char *p, int c) const {
    format_info fi = info_of(format);
    const unsigned char *q = p + c * fi.bytes;
    uint32_t u = 0;
    __builtin_memcpy(&u, q, fi.bytes);
    if (fi.kind == channel_kind::sint)
      return fi.bytes == 1 ? int64_t(int8_t(u)) : fi.bytes == 2 ? int64_t(int16_t(u)) : int64_t(int32_t(u));
    return int64_t(u);
  }
  template <typename DataT> DataT read_pixel(int x, int y, int z) const {
    using T = typename DataT::element_type;
    const unsigned char *p = pixel(x, y, z);
    DataT r;
    format_info fi = info_of(format);
    for (int c = 0; c < 4; ++c)
      r[c] = fi.kind == channel_kind::sint || fi.kind == channel_kind::uint ? T(load_int(p, c)) : T(load_float(p, c));
    return r;
  }
  template <typename DataT> void write_pixel(int x, int y, int z, const DataT &v) const {
    unsigned char *p = pixel(x, y, z);
    format_info fi = info_of(format);
    for (int c = 0; c < 4; ++c) {
      int at = fi.bgra && c != 3 ? 2 - c : c;
      unsigned char *q = p + at * fi.bytes;
      uint32_t bits = 0;
      switch (fi.kind) {
      case channel_kind::unorm: {
        float s = fi.bytes == 1 ? 255.0f : 65535.0f;
        bits = uint32_t(round_even(clamp_to<float>(float(v[c]), 0.0f, 1.0f) * s));
        break;
      }
      case channel_kind::sfloat: {
        float f = float(v[c]);
        if (fi.bytes == 2)
          bits = float_to_half_bits(f);
        else
          __builtin_memcpy(&bits, &f, 4);
        break;
      }
      case channel_kind::sint: // saturated to the channel (OpenCL's write_imagei)
        bits = uint32_t(fi.bytes == 4 ? int64_t(v[c])
                                      : fi.bytes == 2 ? int64_t(clamp_to<int32_t>(float(v[c]), -32768.0f, 32767.0f))
                                                      : int64_t(clamp_to<int32_t>(float(v[c]), -128.0f, 127.0f)));
        break;
      case channel_kind::uint:
        bits = fi.bytes == 4 ? uint32_t(v[c])
                             : fi.bytes == 2 ? clamp_to<uint32_t>(float(v[c]), 0.0f, 65535.0f)
                                             : clamp_to<uint32_t>(float(v[c]), 0.0f, 255.0f);
        break;
      }
      __builtin_memcpy(q, &bits, fi.bytes);
    }
  }

  // Sampling with OpenCL's rules; coordinates are per dimension.
  template <typename DataT, int Dims> DataT sample(const image_sampler &s, const float *coord) const {
    using T = typename DataT::element_type;
    bool normalized = s.coordinate == coordinate_normalization_mode::normalized;
    if (s.filtering == filtering_mode::nearest) {
      int idx[3] = {0, 0, 0};
      for (int d = 0; d < Dims; ++d) {
        int n = extent[d];
        float u = coord[d];
        if (s.addressing == addressing_mode::repeat || s.addressing == addressing_mode::mirrored_repeat)
          u = wrap(s.addressing, u) * float(n); // normalized coordinates only
        else if (normalized)
          u *= float(n);
        idx[d] = int(floorf_(u));
        if (s.addressing == addressing_mode::repeat && idx[d] >= n)
          idx[d] -= n;
        else if (s.addressing == addressing_mode::mirrored_repeat && idx[d] >= n)
          idx[d] = n - 1;
      }
      return fetch<DataT>(s.addressing, idx);
    }
    // Linear: weighted sum of the 2, 4 or 8 nearest pixels.
    int lo[3] = {0, 0, 0};
    float frac[3] = {0, 0, 0};
    for (int d = 0; d < Dims; ++d) {
      int n = extent[d];
      float u = coord[d];
      if (s.addressing == addressing_mode::repeat || s.addressing == addressing_mode::mirrored_repeat)
        u = wrap(s.addressing, u) * float(n);
      else if (normalized)
        u *= float(n);
      u -= 0.5f;
      float f = floorf_(u);
      lo[d] = int(f);
      frac[d] = u - f;
    }
    float acc[4] = {0, 0, 0, 0};
    for (int corner = 0; corner < (1 << Dims); ++corner) {
      int idx[3] = {0, 0, 0};
      float w = 1.0f;
      for (int d = 0; d < Dims; ++d) {
        int hi = (corner >> d) & 1;
        idx[d] = lo[d] + hi;
        if (s.addressing == addressing_mode::repeat)
          idx[d] = ((idx[d] % extent[d]) + extent[d]) % extent[d];
        else if (s.addressing == addressing_mode::mirrored_repeat)
          idx[d] = idx[d] < 0 ? 0 : idx[d] >= extent[d] ? extent[d] - 1 : idx[d];
        w *= hi ? frac[d] : 1.0f - frac[d];
      }
      vec<float, 4> p = fetch<vec<float, 4>>(s.addressing, idx);
      for (int c = 0; c < 4; ++c)
        acc[c] += w * p[c];
    }
    DataT r;
    for (int c = 0; c < 4; ++c)
      r[c] = T(acc[c]);
    return r;
  }

private:
  static float floorf_(float v) {
    float t = float(int64_t(v));
    return t > v ? t - 1.0f : t;
  }
  static float wrap(addressing_mode a, float u) {
    if (a == addressing_mode::repeat)
      return u - floorf_(u);
    float s = 2.0f * floorf_(0.5f * u + 0.5f); // mirrored_repeat
    float m = u - s;
    return m < 0 ? -m : m;
  }
  // The pixel at idx after clamping by the addressing mode; outside the
  // image with clamp: the border colour (0, 0, 0, 0 for RGBA formats).
  template <typename DataT> DataT fetch(addressing_mode a, int *idx) const {
    for (int d = 0; d < 3; ++d) {
      if (idx[d] >= 0 && idx[d] < extent[d])
        continue;
      if (a == addressing_mode::clamp)
        return DataT(0);
      idx[d] = idx[d] < 0 ? 0 : extent[d] - 1; // clamp_to_edge (and none: undefined)
    }
    return read_pixel<DataT>(idx[0], idx[1], idx[2]);
  }
};

template <typename C> inline int coord_int(const C &c, int d) {
  if constexpr (std::is_arithmetic_v<C>)
    return int(c);
  else
    return int(c[d]);
}
template <typename C> inline float coord_float(const C &c, int d) {
  if constexpr (std::is_arithmetic_v<C>)
    return float(c);
  else
    return float(c[d]);
}

// The storage of an image: a buffer's storage (shared USM whose commands
// the runtime orders, written back to the host pointer when the image goes
// away) and the view of its pixels.
struct image_storage {
  image_view view;
  std::shared_ptr<void> host_owner; // a shared_ptr host pointer
  std::shared_ptr<buffer_storage> mem;
  ~image_storage() {
    // Written back here, while a shared_ptr host pointer is still alive.
    wait_buffer(*mem);
    if (mem->write_back && mem->final_data)
      mem->final_data(mem->mem, mem->bytes);
    mem->write_back = false;
  }
};
template <int Dims>
std::shared_ptr<image_storage> make_image(image_format f, const range<Dims> &r, const void *host, size_t row_pitch,
                                          size_t slice_pitch) {
  auto s = std::make_shared<image_storage>();
  s->view.format = f;
  for (int d = 0; d < Dims; ++d)
    s->view.extent[d] = int(r[d]);
  size_t px = s->view.pixel_bytes();
  s->view.row_pitch = Dims > 1 ? (row_pitch ? row_pitch : px * r[0]) : px * r[0];
  s->view.slice_pitch = Dims > 2 ? (slice_pitch ? slice_pitch : s->view.row_pitch * r[1])
                                 : s->view.row_pitch * (Dims > 1 ? r[1] : 1);
  s->mem = std::make_shared<buffer_storage>();
  s->mem->bytes = Dims == 3 ? s->view.slice_pitch * r[2] : s->view.slice_pitch;
  if (s->mem->bytes == 0)
    throw exception(errc::invalid, "an image needs at least one pixel");
  s->mem->device = default_device_index();
  s->mem->mem = usm_alloc(s->mem->device, usm_kind::shared, s->mem->bytes, 64);
  if (!s->mem->mem)
    throw exception(errc::memory_allocation, "cannot allocate the image");
  s->view.data = static_cast<unsigned char *>(s->mem->mem);
  if (host)
    std::memcpy(s->mem->mem, host, s->mem->bytes);
  else
    std::memset(s->mem->mem, 0, s->mem->bytes);
  return s;
}
} // namespace detail

template <typename DataT, int Dims, access_mode Mode, image_target Target> class unsampled_image_accessor;
template <typename DataT, int Dims, access_mode Mode> class host_unsampled_image_accessor;
template <typename DataT, int Dims, image_target Target> class sampled_image_accessor;
template <typename DataT, int Dims> class host_sampled_image_accessor;

// What unsampled and sampled images share: shared storage (common
// reference semantics), extent and pitches.
template <int Dims> class image_base {
public:
  range<Dims> get_range() const { return r; }
  template <int D = Dims, typename = std::enable_if_t<(D > 1)>> range<D - 1> get_pitch() const {
    if constexpr (Dims == 2) // the row pitch; then the slice pitch
      return range<1>(store->view.row_pitch);
    else
      return range<2>(store->view.row_pitch, store->view.slice_pitch);
  }
  size_t size() const noexcept { return r.size(); }
  size_t byte_size() const noexcept { return store->mem->bytes; }
  template <typename P> bool has_property() const noexcept { return props.has_property<P>(); }
  template <typename P> P get_property() const { return props.template get_property<P>(); }
  const void *get_impl() const { return store.get(); } // library internal
  const detail::image_view &view() const { return store->view; }
  const std::shared_ptr<detail::buffer_storage> &storage() const { return store->mem; }

protected:
  image_base(image_format f, const range<Dims> &r, const void *host, size_t row_pitch, size_t slice_pitch,
             const property_list &p)
      : r(r), store(detail::make_image<Dims>(f, r, host, row_pitch, slice_pitch)), props(p) {}
  range<Dims> r;
  std::shared_ptr<detail::image_storage> store;
  property_list props;
};

template <int Dims = 1, typename AllocatorT = std::allocator<unsigned char>> class unsampled_image : public image_base<Dims> {
  static_assert(Dims >= 1 && Dims <= 3, "images have 1, 2 or 3 dimensions");
  using base = image_base<Dims>;

public:
  unsampled_image(image_format f, const range<Dims> &r, const property_list &p = {})
      : base(f, r, nullptr, 0, 0, p) {}
  unsampled_image(image_format f, const range<Dims> &r, AllocatorT, const property_list &p = {})
      : base(f, r, nullptr, 0, 0, p) {}
  template <int D = Dims, typename = std::enable_if_t<(D > 1)>>
  unsampled_image(image_format f, const range<Dims> &r, const range<D - 1> &pitch, const property_list &p = {})
      : base(f, r, nullptr, pitch[0], Dims == 3 ? pitch[Dims - 2] : 0, p) {}
  unsampled_image(void *host, image_format f, const range<Dims> &r, const property_list &p = {})
      : base(f, r, host, 0, 0, p) {
    set_final_data(host);
  }
  template <int D = Dims, typename = std::enable_if_t<(D > 1)>>
  unsampled_image(void *host, image_format f, const range<Dims> &r, const range<D - 1> &pitch,
                  const property_list &p = {})
      : base(f, r, host, pitch[0], Dims == 3 ? pitch[Dims - 2] : 0, p) {
    set_final_data(host);
  }
  unsampled_image(std::shared_ptr<void> &host, image_format f, const range<Dims> &r, const property_list &p = {})
      : base(f, r, host.get(), 0, 0, p) {
    this->store->host_owner = host;
    set_final_data(host.get());
  }

  template <typename DataT, access_mode Mode = (std::is_const_v<DataT> ? access_mode::read : access_mode::read_write),
            image_target Target = image_target::device>
  unsampled_image_accessor<DataT, Dims, Mode, Target> get_access(handler &h, const property_list &p = {}) {
    return unsampled_image_accessor<DataT, Dims, Mode, Target>(*this, h, p);
  }
  template <typename DataT, access_mode Mode = (std::is_const_v<DataT> ? access_mode::read : access_mode::read_write)>
  host_unsampled_image_accessor<DataT, Dims, Mode> get_host_access(const property_list &p = {}) {
    return host_unsampled_image_accessor<DataT, Dims, Mode>(*this, p);
  }
  void set_final_data(void *host) {
    this->store->mem->final_data = nullptr;
    if (host)
      this->store->mem->final_data = [host](const void *mem, size_t bytes) { std::memcpy(host, mem, bytes); };
    this->store->mem->write_back = host != nullptr;
  }
  void set_final_data(std::nullptr_t) { set_final_data(static_cast<void *>(nullptr)); }
  void set_write_back(bool flag = true) {
    this->store->mem->write_back = flag && this->store->mem->final_data;
  }

  friend bool operator==(const unsampled_image &a, const unsampled_image &b) { return a.store == b.store; }
  friend bool operator!=(const unsampled_image &a, const unsampled_image &b) { return a.store != b.store; }
};

template <int Dims = 1, typename AllocatorT = std::allocator<unsigned char>> class sampled_image : public image_base<Dims> {
  static_assert(Dims >= 1 && Dims <= 3, "images have 1, 2 or 3 dimensions");
  using base = image_base<Dims>;

public:
  sampled_image(const void *host, image_format f, image_sampler s, const range<Dims> &r, const property_list &p = {})
      : base(f, r, host, 0, 0, p), sampler(s) {}
  template <int D = Dims, typename = std::enable_if_t<(D > 1)>>
  sampled_image(const void *host, image_format f, image_sampler s, const range<Dims> &r, const range<D - 1> &pitch,
                const property_list &p = {})
      : base(f, r, host, pitch[0], Dims == 3 ? pitch[Dims - 2] : 0, p), sampler(s) {}
  sampled_image(std::shared_ptr<const void> &host, image_format f, image_sampler s, const range<Dims> &r,
                const property_list &p = {})
      : base(f, r, host.get(), 0, 0, p), sampler(s) {}

  template <typename DataT, image_target Target = image_target::device>
  sampled_image_accessor<DataT, Dims, Target> get_access(handler &h, const property_list &p = {}) {
    return sampled_image_accessor<DataT, Dims, Target>(*this, h, p);
  }
  template <typename DataT> host_sampled_image_accessor<DataT, Dims> get_host_access(const property_list &p = {}) {
    return host_sampled_image_accessor<DataT, Dims>(*this, p);
  }
  image_sampler get_sampler() const { return sampler; } // library internal

  friend bool operator==(const sampled_image &a, const sampled_image &b) { return a.store == b.store; }
  friend bool operator!=(const sampled_image &a, const sampled_image &b) { return a.store != b.store; }

private:
  image_sampler sampler;
};

namespace detail {
// What every image accessor holds: the view, plus on the host the storage
// it keeps alive (null in kernels, where the object is a byte copy).
template <typename DataT, int Dims> class image_accessor_base {
public:
  using value_type = DataT;
  using reference = DataT &;
  using const_reference = const DataT &;
  size_t size() const noexcept { return size_t(v.extent[0]) * v.extent[1] * v.extent[2]; }
  const void *get_impl() const { return v.data; } // library internal

protected:
  image_accessor_base() = default;
  // Device accessors join the command group being built; host accessors
  // wait for the commands that use the image (as buffer accessors do).
  template <typename Image>
  image_accessor_base(const Image &img, bool write, bool host) : v(img.view()) {
    note_buffer_access(img.storage(), write, host);
  }
  template <typename C> void at(const C &c, int &x, int &y, int &z) const {
    x = coord_int(c, 0);
    y = Dims > 1 ? coord_int(c, 1) : 0;
    z = Dims > 2 ? coord_int(c, 2) : 0;
  }
  template <typename C> DataT sample(const image_sampler &s, const C &c) const {
    float f[3] = {coord_float(c, 0), Dims > 1 ? coord_float(c, 1) : 0.0f, Dims > 2 ? coord_float(c, 2) : 0.0f};
    return v.template sample<DataT, Dims>(s, f);
  }
  image_view v;
};
template <int Dims> using int_coord_t = std::conditional_t<Dims == 1, int, std::conditional_t<Dims == 2, vec<int, 2>, vec<int, 4>>>;
template <int Dims>
using float_coord_t = std::conditional_t<Dims == 1, float, std::conditional_t<Dims == 2, vec<float, 2>, vec<float, 4>>>;
} // namespace detail

template <typename DataT, int Dims, access_mode Mode, image_target Target = image_target::device>
class unsampled_image_accessor : public detail::image_accessor_base<DataT, Dims> {
  static_assert(Mode == access_mode::read || Mode == access_mode::write,
                "unsampled_image_accessor is read or write (host accessors may be read_write)");

public:
  template <typename Alloc>
  unsampled_image_accessor(unsampled_image<Dims, Alloc> &img, handler &, const property_list & = {})
      : detail::image_accessor_base<DataT, Dims>(img, Mode != access_mode::read, false) {}
  template <typename Alloc, typename Tag>
  unsampled_image_accessor(unsampled_image<Dims, Alloc> &img, handler &, Tag, const property_list & = {})
      : detail::image_accessor_base<DataT, Dims>(img, Mode != access_mode::read, false) {}

  template <typename C, access_mode M = Mode, typename = std::enable_if_t<M == access_mode::read>>
  DataT read(const C &coord) const noexcept {
    int x, y, z;
    this->at(coord, x, y, z);
    return this->v.template read_pixel<DataT>(x, y, z);
  }
  template <typename C, access_mode M = Mode, typename = std::enable_if_t<M == access_mode::write>>
  void write(const C &coord, const DataT &color) const noexcept {
    int x, y, z;
    this->at(coord, x, y, z);
    this->v.write_pixel(x, y, z, color);
  }
  friend bool operator==(const unsampled_image_accessor &a, const unsampled_image_accessor &b) {
    return a.v.data == b.v.data;
  }
  friend bool operator!=(const unsampled_image_accessor &a, const unsampled_image_accessor &b) { return !(a == b); }
};

template <typename DataT, int Dims, access_mode Mode = access_mode::read_write>
class host_unsampled_image_accessor : public detail::image_accessor_base<DataT, Dims> {
public:
  template <typename Alloc>
  host_unsampled_image_accessor(unsampled_image<Dims, Alloc> &img, const property_list & = {})
      : detail::image_accessor_base<DataT, Dims>(img, Mode != access_mode::read, true), keep(img.storage()) {}
  template <typename Alloc, typename Tag>
  host_unsampled_image_accessor(unsampled_image<Dims, Alloc> &img, Tag, const property_list & = {})
      : detail::image_accessor_base<DataT, Dims>(img, Mode != access_mode::read, true), keep(img.storage()) {}

  template <typename C, access_mode M = Mode, typename = std::enable_if_t<M != access_mode::write>>
  DataT read(const C &coord) const noexcept {
    int x, y, z;
    this->at(coord, x, y, z);
    return this->v.template read_pixel<DataT>(x, y, z);
  }
  template <typename C, access_mode M = Mode, typename = std::enable_if_t<M != access_mode::read>>
  void write(const C &coord, const DataT &color) const noexcept {
    int x, y, z;
    this->at(coord, x, y, z);
    this->v.write_pixel(x, y, z, color);
  }
  friend bool operator==(const host_unsampled_image_accessor &a, const host_unsampled_image_accessor &b) {
    return a.v.data == b.v.data;
  }
  friend bool operator!=(const host_unsampled_image_accessor &a, const host_unsampled_image_accessor &b) {
    return !(a == b);
  }

private:
  std::shared_ptr<detail::buffer_storage> keep; // the image's memory outlives a host accessor
};

// no_init only permits discarding the contents; the images' memory is kept.
template <typename T, int D, access_mode M, image_target Tgt>
struct is_property_of<property::no_init, unsampled_image_accessor<T, D, M, Tgt>> : std::true_type {};
template <typename T, int D, access_mode M>
struct is_property_of<property::no_init, host_unsampled_image_accessor<T, D, M>> : std::true_type {};

template <typename DataT, int Dims, image_target Target = image_target::device>
class sampled_image_accessor : public detail::image_accessor_base<DataT, Dims> {
public:
  template <typename Alloc>
  sampled_image_accessor(sampled_image<Dims, Alloc> &img, handler &, const property_list & = {})
      : detail::image_accessor_base<DataT, Dims>(img, false, false), sampler(img.get_sampler()) {}
  template <typename Alloc, typename Tag>
  sampled_image_accessor(sampled_image<Dims, Alloc> &img, handler &, Tag, const property_list & = {})
      : detail::image_accessor_base<DataT, Dims>(img, false, false), sampler(img.get_sampler()) {}
  template <typename C> DataT read(const C &coord) const noexcept { return this->sample(sampler, coord); }
  friend bool operator==(const sampled_image_accessor &a, const sampled_image_accessor &b) {
    return a.v.data == b.v.data;
  }
  friend bool operator!=(const sampled_image_accessor &a, const sampled_image_accessor &b) { return !(a == b); }

private:
  image_sampler sampler;
};

template <typename DataT, int Dims> class host_sampled_image_accessor : public detail::image_accessor_base<DataT, Dims> {
public:
  template <typename Alloc>
  host_sampled_image_accessor(sampled_image<Dims, Alloc> &img, const property_list & = {})
      : detail::image_accessor_base<DataT, Dims>(img, false, true), keep(img.storage()), sampler(img.get_sampler()) {}
  template <typename C> DataT read(const C &coord) const noexcept { return this->sample(sampler, coord); }
  friend bool operator==(const host_sampled_image_accessor &a, const host_sampled_image_accessor &b) {
    return a.v.data == b.v.data;
  }
  friend bool operator!=(const host_sampled_image_accessor &a, const host_sampled_image_accessor &b) {
    return !(a == b);
  }

private:
  std::shared_ptr<detail::buffer_storage> keep;
  image_sampler sampler;
};

} // namespace sycl

template <int Dims, typename A> struct std::hash<sycl::unsampled_image<Dims, A>> {
  size_t operator()(const sycl::unsampled_image<Dims, A> &i) const { return std::hash<const void *>()(i.get_impl()); }
};
template <int Dims, typename A> struct std::hash<sycl::sampled_image<Dims, A>> {
  size_t operator()(const sycl::sampled_image<Dims, A> &i) const { return std::hash<const void *>()(i.get_impl()); }
};
template <typename T, int D, sycl::access_mode M, sycl::image_target Tg>
struct std::hash<sycl::unsampled_image_accessor<T, D, M, Tg>> {
  size_t operator()(const sycl::unsampled_image_accessor<T, D, M, Tg> &a) const {
    return std::hash<const void *>()(a.get_impl());
  }
};
template <typename T, int D, sycl::access_mode M> struct std::hash<sycl::host_unsampled_image_accessor<T, D, M>> {
  size_t operator()(const sycl::host_unsampled_image_accessor<T, D, M> &a) const {
    return std::hash<const void *>()(a.get_impl());
  }
};
template <typename T, int D, sycl::image_target Tg> struct std::hash<sycl::sampled_image_accessor<T, D, Tg>> {
  size_t operator()(const sycl::sampled_image_accessor<T, D, Tg> &a) const {
    return std::hash<const void *>()(a.get_impl());
  }
};
template <typename T, int D> struct std::hash<sycl::host_sampled_image_accessor<T, D>> {
  size_t operator()(const sycl::host_sampled_image_accessor<T, D> &a) const {
    return std::hash<const void *>()(a.get_impl());
  }
};

#endif // SYCL_IMAGE_HPP
