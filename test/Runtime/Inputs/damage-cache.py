"""Damages every entry of a device-code cache directory (docs/Runtime.md,
"Device-code cache") in one way, for test/Runtime/device-code-cache.test.

  flip DIR            flips a bit of each entry's build log or binary
  truncate DIR        cuts each entry in half
  foreign DIR OTHER   replaces each entry by an entry of another module
  forge DIR           keeps each entry's key and checksum valid, but makes
                      its binary one the device cannot load
  old DIR NAME SIZE   adds an entry file of SIZE bytes, used long ago
"""
import glob
import hashlib
import os
import struct
import sys

HEADER = 8 + 32 + 8 + 8 + 32


def entries(directory):
    found = sorted(glob.glob(os.path.join(directory, "*.bin")))
    if not found:
        sys.exit("no cache entry in " + directory)
    return found


def main():
    mode, directory = sys.argv[1], sys.argv[2]
    if mode == "old":
        path = os.path.join(directory, sys.argv[3])
        with open(path, "wb") as f:
            f.write(b"\0" * int(sys.argv[4]))
        os.utime(path, (1000000000, 1000000000))
        return
    for path in entries(directory):
        data = bytearray(open(path, "rb").read())
        if mode == "flip":
            data[HEADER + (len(data) - HEADER) // 2] ^= 0x10
        elif mode == "truncate":
            data = data[:len(data) // 2]
        elif mode == "foreign":
            data = open(entries(sys.argv[3])[0], "rb").read()
        elif mode == "forge":
            log_size = struct.unpack_from("<Q", data, 40)[0]
            binary = b"not a native binary of any device"
            data = data[:HEADER] + data[HEADER:HEADER + log_size] + binary
            struct.pack_into("<Q", data, 48, len(binary))
            data[56:88] = hashlib.sha256(bytes(data[HEADER:])).digest()
        else:
            sys.exit("unknown mode " + mode)
        with open(path, "wb") as f:
            f.write(data)


main()
