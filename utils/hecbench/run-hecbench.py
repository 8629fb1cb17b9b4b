#!/usr/bin/env python3
"""Builds and runs HeCBench's SYCL benchmarks with our clang++ and classifies
each one.

A developer check, not a test: a full pass takes hours on two cores. The
method is the corpus README's: a benchmark builds with its own Makefile,
`make CC=<build>/bin/clang++ GPU=no` (the programs then pick the CPU
device; with --gpu-profile P, `GPU=yes` and ZE_CPU_DEVICE_PROFILE=P, so
they pick the CPU driver's emulated GPU P), and runs with the command its `run` target gives (`make -n run`),
or with the smaller arguments of SMALLER_ARGS below where the defaults are
sized for a GPU. Nothing is built in the corpus: the corpus `src` tree is
copied once into the scratch directory and each benchmark's folder is copied
afresh before its build (so a library change is always seen).

Classes:
  PASS          ran, exit code 0, printed PASS (or its benchmark's words
                for it) and no FAIL
  FAIL          printed FAIL: a wrong result
  no-check      ran to completion, exit code 0, printed neither
  timeout       did not finish within --timeout seconds
  missing-data  an input file the command names is not in the corpus, the
                program said it could not open one, or the corpus has no
                Makefile for it
  out-of-scope  uses a library beyond SYCL: oneMKL, oneDPL, dpct/syclcompat,
                MPI, GSL, ... (detected from its includes and Makefile)
  build-error   our compiler or library rejected it; the first message
  run-error     it crashed or exited non-zero; the first message
  built         (with --build-only) it built
On the page, a note beside a failure says whose it is: NOT_OURS (the
benchmark's own bug, found by reading its source and, where stated, checked by
changing one line in a copy), OURS (our compiler's or runtime's), UNEXPLAINED
(what is known); beside a timeout, DOING says what it was doing at the limit
where its output does not say. A program's output is line-buffered, so a
timeout's detail gives the last line it printed.

Usage:
  run-hecbench.py [NAME ...] [--all] [--jobs N] [--timeout S] [--rerun]
                  [--build-only] [--reuse-builds] [--scratch DIR] [--cc PATH]
                  [--list-file FILE] [--write-results]
                  [--from-json FILE]... [--baseline FILE]... [--note TEXT]
NAME is a folder of the corpus (`vadd-sycl` or `vadd`). --write-results
writes docs/results/HeCBench.md (counts per class, the build and run errors
grouped by first message, one line per benchmark). Results of every run are
also kept in SCRATCH/results.json (logs in SCRATCH/logs), so --from-json can
write the page from one run or several, and --baseline adds an earlier
run's counts for the same benchmarks.
"""
import argparse
import collections
import concurrent.futures
import datetime
import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def default_corpus():
    # ../shared/corpora/hecbench beside the checkout (or a worktree's parent).
    d = REPO
    while d != os.path.dirname(d):
        d = os.path.dirname(d)
        cand = os.path.join(d, 'shared', 'corpora', 'hecbench')
        if os.path.isdir(cand):
            return cand
    return os.path.join(os.path.dirname(REPO), 'shared', 'corpora', 'hecbench')


RESULTS_MD = os.path.join(REPO, 'docs', 'results', 'HeCBench.md')


def results_md(profile):
    """The results page: HeCBench.md, or HeCBench-<profile>.md for a run on a
    GPU profile of the CPU driver."""
    return RESULTS_MD if not profile else os.path.join(
        REPO, 'docs', 'results', 'HeCBench-%s.md' % profile)


def gpu_flag(profile):
    """The Makefiles' GPU= switch: the programs pick sycl::gpu_selector_v with
    GPU=yes, the emulated GPU of --gpu-profile."""
    return 'GPU=yes' if profile else 'GPU=no'

# Arguments used in place of the Makefile's `run` target, where the default
# problem is sized for a GPU (minutes on two CPU cores, or more memory than
# an 8 GiB machine has). Each entry: benchmark -> (arguments, why).
SMALLER_ARGS = {
    # Most keep the Makefile's problem and run its timed kernel fewer times
    # (the check reads the last repetition); some also shrink a size where
    # the host's reference or the device work is GPU-sized. ' && ' separates
    # the runs of a Makefile that runs the program more than once.
    'adv-sycl': ('7 15 2000 1', 'a quarter of the elements, 1 repetition instead of 100'),
    'affine-sycl': ('data/CT-MONO2-16-brain.raw result.raw 100',
                    'the same image, 100 timed iterations instead of a million (the check reads the last)'),
    'aidw-sycl': ('10 1 1', '10K points instead of 100K (the host check is quadratic), 1 iteration instead of 100'),
    'all-pairs-distance-sycl': ('1', 'the same problem, 1 iteration instead of 10000'),
    'atan2-sycl': ('10000000 10', 'the same size, 10 timed repetitions instead of 100'),
    'atomicCAS-sycl': ('10', 'the same problem, 10 repetitions instead of 10000'),
    'atomicPerf-sycl': ('10', 'the same problem, 10 repetitions instead of 1024'),
    'attention-sycl': ('8192 1024 0 1', '8192x1024 instead of 65536x2048 (the host reference is 16x less), '
                       '1 repetition instead of 1000'),
    'background-subtract-sycl': ('1024 512 0 12 && ./main 1024 512 1 12',
                                 'a 1024x512 image instead of 4096x2048, 12 frames instead of 102'),
    'bezier-surface-sycl': ('-n 1024', 'a 1024x1024 output surface instead of 8192x8192'),
    'bh-sycl': ('10000 10', '10000 bodies and 10 steps instead of 100000 and 100'),
    'bilateral-sycl': ('740 360 0.5 0.5 1', 'a quarter of the image side (the host reference), 1 repetition instead of 1000'),
    'bincount-sycl': ('1000000 2', 'a tenth of the input, 2 repetitions instead of 100'),
    'bitonic-sort-sycl': ('20 2', '2^20 keys instead of 2^25'),
    'bitpermute-sycl': ('1', 'the same domain sizes, 1 repetition instead of 100'),
    'blockScan-sycl': ('10 1', '10 work-groups instead of 2227104 (each scans the same tile; its 100 warm-up '
                       'launches per case are fixed), 1 timed repetition instead of 100'),
    'bn-sycl': ('result 1', 'the same network, 1 repetition instead of 10'),
    'bonds-sycl': ('1', 'the same problem, 1 repetition instead of 100'),
    'boxfilter-sycl': ('./data/lenaRGB.ppm 10', 'the same image, 10 filter cycles instead of 10000'),
    'bscan-sycl': ('1', 'one repetition instead of 1000 (each block size is still checked)'),
    'burger-sycl': ('2050 2025 100', 'a quarter of the grid side, the same 100 steps'),
    'bwt-sycl': ('1000000', 'a string of 10^6 instead of 10^7'),
    'car-sycl': ('1', 'the same problem, 1 repetition instead of 100'),
    'channelShuffle-sycl': ('2 224 224 1', 'the same shapes, 1 repetition instead of 100'),
    'chi2-sycl': ('4000 10000 2000 2000 256 1', '10000 SNP columns instead of 400000, 1 repetition instead of 1000'),
    'collision-sycl': ('1', 'the same problem, 1 repetition instead of 1000'),
    'colorwheel-sycl': ('10 1024 1', 'a 1024x1024 image instead of 4096x4096, 1 repetition instead of 100'),
    'complex-sycl': ('10000000 1', 'the same size, 1 repetition instead of 1000'),
    'concat-sycl': ('1', 'the same shapes, 1 repetition instead of 1000'),
    'contract-sycl': ('32 1', 'dimensions up to 32 instead of 64, 1 repetition instead of 5'),
    'conversion-sycl': ('16777216 10', '2^24 elements instead of 2^28: 1.6 GB per conversion is minutes of '
                        'memory traffic on 2 cores'),
    'crc64-sycl': ('2 5 33554432', '2 tests instead of 10, of the same lengths (under 24 MiB, its work-item '
                   'count is not a multiple of its work-group size, 64, and the launch is refused)'),
    'cross-sycl': ('1000000 1', 'a tenth of the rows, 1 repetition instead of 100'),
    'crossEntropy-sycl': ('1', 'the same problem, 1 repetition instead of 100'),
    'crs-sycl': ('1 2', '1 MB per parity block and 2 tasks instead of 10 and 10'),
    'd3q19-bgk-sycl': ('32', 'a 32^3 domain instead of 128^3 (its 1000 warm-up iterations are fixed)'),
    'dct8x8-sycl': ('2048 2048 1', 'a 2048x2048 image instead of 8192x8192, 1 repetition instead of 100'),
    'debayer-sycl': ('2048 2048 1', 'a 2048x2048 image instead of 8192x8192, 1 repetition instead of 100'),
    'dense-embedding-sycl': ('100000 256 1', 'the same table, 1 repetition instead of 1000 (it asserts more rows '
                             'than batch size squared)'),
    'depixel-sycl': ('512 512 1', 'a 512x512 image instead of 2048x2048, 1 repetition instead of 10'),
    'distort-sycl': ('1024 1024 0.001 1', 'the same image, 1 repetition instead of 1000'),
    'dp4a-sycl': ('4194304 1', '2^22 elements instead of 2^28, 1 repetition instead of 1000'),
    'dwconv-sycl': ('8 16 224 224 1', 'a batch of 8 instead of 128, 1 repetition instead of 100'),
    'eigenvalue-sycl': ('512 1', 'a 512-long diagonal instead of 2048, 1 repetition instead of 10000'),
    'epistasis-sycl': ('146 2048 1', '2048 SNPs instead of 31339 (the host check is quadratic in them), '
                       '1 repetition instead of 100'),
    'ert-sycl': ('32 256', '32 work-groups instead of 1024 (each one sweeps the working sets)'),
    'extrema-sycl': ('1', 'the same problem, 1 repetition instead of 100'),
    'f16max-sycl': ('1', 'the same problem, 1 repetition instead of 100'),
    'f8cast-sycl': ('16777216 1', '2^24 elements instead of 2^28, 1 repetition instead of 100'),
    'fhd-sycl': ('10000 32768 1', 'the Makefile runs without verification (0); 10000 samples and 32768 voxels '
                 'so that the host check (samples x voxels) runs'),
    'flip-sycl': ('3 256 1', '256^3 instead of 1024^3, 1 repetition instead of 100'),
    'floydwarshall-sycl': ('1024 1 16', 'the same graph, 1 iteration instead of 100'),
    'fluidSim-sycl': ('100', '100 simulation steps instead of 10000'),
    'fma-sycl': ('8192 8192 1031 1024 1', '1024 operations per element instead of 8192, 1 repetition instead of 1000'),
    'fresnel-sycl': ('1', 'the same problem, 1 repetition instead of 100'),
    'gc-sycl': ('../mis-cuda/internet.egr 1', 'the same graph, 1 repetition instead of 100'),
    'geglu-sycl': ('1', 'the same shapes, 1 repetition instead of 100'),
    'gemv-sycl': ('-s 8192 -i 1 -x 512 -y 2 && ./main -s 8192 -i 1 -x 128 -y 8 && ./main -s 8192 -i 1 -x 32 -y 32',
                  'an 8192x8192 matrix instead of 16384x16384 (it asserts at least 16 columns per work-item of 512), '
                  '1 iteration instead of 100, the same 3 work-group shapes'),
    'glu-sycl': ('3 256 1', '256^3 instead of 1024^3, 1 repetition instead of 100'),
    'haccmk-sycl': ('1', 'the same problem, 1 repetition instead of 1000'),
    'hadamard-sycl': ('128 1', 'a batch of 128 instead of 1024, 1 repetition instead of 100'),
    'heat2d-sycl': ('1024 1024 100', 'a 1024x1024 plate and 100 steps instead of 4096x4096 and 1000'),
    'hungarian-sycl': ('/dev/stdout', 'the same problem; its report, PASS or FAIL included, goes to the standard '
                       'output instead of the file output.txt'),
    'idivide-sycl': ('1', 'the same problem, 1 repetition instead of 100'),
    'jaccard-sycl': ('1024 512 1', 'the same matrix, 1 iteration instead of 1000'),
    'jenkins-hash-sycl': ('256 1048576 1', '2^20 strings instead of 2^24, 1 repetition instead of 100'),
    'kalman-sycl': ('1000 100 3 1', 'the same series, 1 repetition instead of 100'),
    'keogh-sycl': ('256 1000000 1', 'a subject of 10^6 instead of 2x10^7, 1 repetition instead of 100'),
    'kernelLaunch-sycl': ('1000', '1000 launches instead of 10^6'),
    'kiss-sycl': ('1', 'the same problem, 1 repetition instead of 1000'),
    'knn-sycl': ('1', 'the same problem, 1 iteration instead of 100'),
    'lavaMD-sycl': ('-boxes1d 10', '10^3 boxes instead of 30^3'),
    'layernorm-sycl': ('8 256 768 1 && ./main 8 256 12288 1', 'sequences of 256 instead of 1024 in both shapes, '
                       '1 repetition instead of 2000 (it checks 6 block sizes per shape)'),
    'layout-sycl': ('1', 'the same problem, 1 iteration instead of 1000'),
    'lfib4-sycl': ('100000000', '10^8 numbers instead of 2x10^9 (8 GB)'),
    'libor-sycl': ('1', 'the same problem, 1 repetition instead of 100'),
    'match-sycl': ('1', 'the same problem, 1 repetition instead of 100'),
    'matern-sycl': ('300 1', 'the same points, 1 repetition instead of 100'),
    'matrixT-sycl': ('4096 4096 1', 'a 4096x4096 matrix instead of 16384x16384, 1 repetition instead of 200'),
    'minimod-sycl': ('--niters 1 --grid 64 --nsteps 50', 'a 64^3 grid and 50 steps instead of 256^3 and 1000, '
                     'no warm-up run'),
    'moe-sum-sycl': ('256 4096 1 && ./main 256 8192 1 && ./main 256 12288 1 && ./main 16384 4096 1 && '
                     './main 16384 8192 1 && ./main 16384 12288 1', 'the same six shapes, 1 repetition instead of 100'),
    'nbody-sycl': ('4000 10', '4000 bodies instead of 16000, the same 10 steps'),
    'nqueen-sycl': ('13 6 1', '13 queens instead of 15 (the host counts them too), 1 repetition instead of 100'),
    'ntt-sycl': ('100', '100 repetitions instead of 100000'),
    'nw-sycl': ('2048 10 1', '2048x2048 instead of 16384x16384, 1 repetition instead of 100'),
    'pad-sycl': ('-a 0.1 -w 1 -r 2 -m 200 -n 199', 'a 200x199 matrix instead of 1000x999, 1 warm-up and 2 '
                 'repetitions instead of 5 and 1000: its 8 work-groups loop over tiles, each waiting for the flag of '
                 'the tile before, so with more tiles than work-groups work-group 0 waits for work-group 7 while '
                 'it and another fill the CPU device\'s 2 threads (at 500x499 it never finishes); this size has fewer'),
    'particle-diffusion-sycl': ('2000 1', 'the same 2000 steps, 1 repetition instead of 100'),
    'perplexity-sycl': ('10000 50 1', 'the same points, 1 repetition instead of 100'),
    'phmm-sycl': ('1', 'the same problem, 1 repetition instead of 1000'),
    'pitch-sycl': ('1', 'the same problem, 1 repetition instead of 1000'),
    'pointwise-sycl': ('20 4 512 64 1', '20 steps and 4 layers instead of 100 and 8, 1 run instead of 10'),
    'prefetch-sycl': ('1', 'the same problem, 1 repetition instead of 100'),
    'present-sycl': ('100000 1', 'the same texts, 1 repetition instead of 100'),
    'pso-sycl': ('30 1000', 'the same 30 dimensions, 1000 iterations instead of 10000'),
    'quant3MatMul-sycl': ('1', 'the same problem, 1 repetition instead of 1000'),
    'quantVLLM-sycl': ('1024 5137 1', '1024 tokens instead of 4096, 1 repetition instead of 1000'),
    'reaction-sycl': ('100', '100 time steps instead of 10000'),
    'reverse-sycl': ('2', '2 iterations instead of 100 (an even count, as the default)'),
    'reverse2D-sycl': ('4096 4096 2', 'a 4096x4096 matrix instead of 8192x8192, 2 iterations instead of 100 '
                       '(an even count, as the default)'),
    'rodrigues-sycl': ('1000000 1', 'the same points, 1 repetition instead of 10000'),
    'romberg-sycl': ('128 64 1', 'the same work-groups, 1 repetition instead of 1000'),
    'rotary-sycl': ('1', 'the same problem, 1 repetition instead of 1000'),
    'rowwiseMoments-sycl': ('32 128 128 128 4 1', 'a batch of 32 instead of 128, 1 repetition instead of 100'),
    'rsbench-sycl': ('-s small -m event', 'its "small" problem instead of "large"'),
    'rsc-sycl': ('-f ../rsc-cuda/input/vectors.csv -g 512 -w 1 -r 2', '1 warm-up and 2 repetitions instead of 5 and 1000'),
    'rushlarsen-sycl': ('10 100000', '10 time steps instead of 100'),
    'sampling-sycl': ('10', '10 repetitions instead of 10000: one repetition of its sampling kernels takes over 2 s on 2 cores'),
    's8n-sycl': ('151 2048 1', 'a tenth of the batches (one select kernel over 1513 took 51 s), 1 repetition '
                 'instead of 100'),
    'scan2-sycl': ('1 4194304 256', '2^22 elements instead of 2^25, 1 repetition instead of 1000'),
    'scel-sycl': ('512 50176 1', '512 rows instead of 2048, 1 repetition instead of 100'),
    'score-sycl': ('1', 'the same problem, 1 repetition instead of 100'),
    'secp256k1-sycl': ('1', 'the same problem, 1 repetition instead of 100'),
    'shmembench-sycl': ('1', '1 launch per case instead of 1000'),
    'shuffle-sycl': ('100 1', '100 broadcast and 1 transpose repetitions instead of 200000 and 100'),
    'sobol-sycl': ('100000 100 1', '10^5 vectors of 100 dimensions instead of 10^6 of 1000, 1 repetition instead of 100'),
    'softmax-sycl': ('10000 784 0 1 && ./main 10000 784 1 1', '10^4 slices instead of 10^5, 1 repetition instead of 100'),
    'sosfil-sycl': ('1', 'the same problem, 1 repetition instead of 100'),
    'stddev-sycl': ('16384 4096 1', '16384x4096 instead of 65536x16384, 1 repetition instead of 100'),
    'stencil3d-sycl': ('256 1', 'a 256^3 grid instead of 512^3, 1 repetition instead of 100'),
    'storeKVCache-sycl': ('1', 'the same shapes, 1 repetition instead of 1000'),
    'streamPriority-sycl': ('3', '3 repetitions instead of 300'),
    'streamcluster-sycl': ('10 20 256 4096 4096 1000 none output.txt 1', '4096 points instead of 65536'),
    'su3-sycl': ('-i 10 -l 32 -t 128 -v 3 -w 1', '10 iterations instead of 1000'),
    'surfel-sycl': ('1024 640 480 1 && ./main 30000 640 480 1', 'the same two problems, 1 repetition instead of 100'),
    'sw4ck-sycl': ('../sw4ck-cuda/sw4ck.in 1', 'the same input, 1 repetition instead of 100'),
    'tensorAccessor-sycl': ('8192 8192 1', 'the same matrix, 1 repetition instead of 1000'),
    'tensorT-sycl': ('1', 'the same problem, 1 repetition instead of 100'),
    'thomas-sycl': ('1024 1024 64 1', '1024 systems instead of 16384, 1 repetition instead of 100'),
    'tsa-sycl': ('1024 1024 1', 'the same matrix, 1 repetition instead of 100'),
    'unfold-sycl': ('10000000 1', 'the same size, 1 repetition instead of 1000'),
    'vadd-sycl': ('4096 4096 1', 'a 4096x4096 instead of 16384x8192 matrix, 1 repetition instead of 100'),
    'vmc-sycl': ('10', '10 blocks to sample instead of 100'),
    'vol2col-sycl': ('1', 'the same problem, 1 repetition instead of 1000'),
    'vote-sycl': ('100', '100 repetitions instead of 10^7'),
    'wsm5-sycl': ('1', 'the same problem, 1 repetition instead of 10'),
    'wyllie-sycl': ('1000000 1 1', 'a list of 10^6 instead of 8x10^6, 1 repetition instead of 100'),
    'xsbench-sycl': ('-s small -m event -r 1', 'its "small" problem instead of "large", 1 run instead of 10'),
    'zerocopy-sycl': ('1', 'the same problem, 1 repetition instead of 100'),
    'zeropoint-sycl': ('10000000 1', 'the same size, 1 repetition instead of 100'),
    'zmddft-sycl': ('1', 'the same problem, 1 repetition instead of 100'),
}

# Failures that are the benchmark's and not ours, found by reading its
# source: the note goes beside its class in the results.
NOT_OURS = {
    'groupnorm-sycl': 'it takes the largest of sub_group_sizes (64 on the CPU devices) as the sub-group size of '
                      'kernels that do not ask for one; every check passes with 64-wide sub-groups '
                      '(CL_CONFIG_CPU_VECTORIZER_MODE=64); on PoCL, which has no sub-groups, sub_group_sizes is empty '
                      'and its *max_element of it crashes on the host',
    'merge-sycl': 'BSm1[~Ax] with an unsigned Ax is zero-extended and reads 4 GiB past the local array; only '
                  'CUDA\'s 32-bit shared-memory addresses make it work ([(int32_t)~Ax] passes on Intel\'s device)',
    'vadd-sycl': 'its tv_layout kernel is written for 32-wide sub-groups; with the CPU device\'s largest, 64, '
                 'lanes 32-63 index past the end of the row (lane_id * 8 >= 256): a fault on any device',
    'f16atomic-sycl': 'its bfloat162 is alignas(8), so 8 bytes, but the result allocation has 4 bytes per '
                      'element: the BF16 kernel writes 2 KiB into 1 KiB (heap corruption where device memory is '
                      'the host\'s)',
    'softmax-fused-sycl': 'its warp reductions shuffle across 32 lanes (C10_WARP_SIZE) but the kernel does not ask '
                          'for 32-wide sub-groups ([[sycl::reqd_sub_group_size(32)]]); the CPU devices choose '
                          'narrower ones (its first, half-precision, case already fails)',
    'assert-sycl': 'it fails a device assert on purpose; DPC++ also aborts the program there',
    'concurrentKernels-sycl': 'its sum kernel runs one work-item (nd_range(gws, lws) where it meant gws2, lws2) and '
                              'adds s_clocks[16], [8], ... [1], local memory that work-item never wrote',
    'blockScan-sycl': 'its warp scans (ported from CUB) shift values across 32 lanes of the sub-group, but the '
                      'kernel does not ask for 32-wide sub-groups; with [[sycl::reqd_sub_group_size(32)]] added to '
                      'its kernel it passes on the same device',
    'split-sycl': 'its warp scan (scanwarp, from the CUDA SDK\'s radix sort) adds neighbours\' local-memory values '
                  'without a barrier, relying on 32 lanes that run in lock step; on the CPU devices\' narrower '
                  'sub-groups it reads values not yet written, and the ranks it computes send its scatter out of '
                  'bounds; with [[sycl::reqd_sub_group_size(32)]] added to its kernel it passes on Intel\'s CPU device',
    'radixsort-sycl': 'the same warp scan as split-sycl (scanwarp without a barrier, relying on 32 lanes in lock '
                      'step), in the same radixSortBlocksKeys kernel',
    'romberg-sycl': 'a race: work-item 0 reads the partial sums smem[1..16] that work-items 1-16 have just written, '
                    'with no barrier between (on a GPU they share its warp and run in lock step); with the barrier '
                    'added it passes on both CPU devices',
    'shuffle-sycl': 'none of its kernels asks for a sub-group size ([[sycl::reqd_sub_group_size]]); its "subgroup '
                    'size = 32" cases shuffle across 32 lanes (xor masks up to 16, lane 0 of 32) and fail where the '
                    'device chooses 16-wide sub-groups, while its 8- and 16-lane cases pass',
    'wyllie-sycl': 'its pointer-jumping loop calls a work-group barrier inside a while loop whose trip count differs '
                   'between work-items, which SYCL leaves undefined (a barrier must be reached by the whole group); '
                   'without that barrier (it guards nothing) it passes on both CPU devices',
    'vote-sycl': 'it takes the device\'s largest sub-group size (64) as its warp size but does not ask for it '
                 '([[sycl::reqd_sub_group_size]]), so its kernel 3 votes over other lanes than its check assumes '
                 '(kernels 1 and 2 pass); its third flag array is also never initialised',
    'fsm-sycl': 'each work-item keeps a 32 KiB table in private memory, so Intel\'s CPU runtime allows at most 224 '
                'work-items per group for the kernel and refuses its 256 (the limit is the OpenCL runtime\'s, '
                'CL_KERNEL_WORK_GROUP_SIZE); PoCL\'s kernel compiler asserts on the kernel ("Incoming edges to '
                'non-entry block!")',
    'nbnxm-sycl': 'it asks for sycl::gpu_selector_v whatever GPU= says; a machine without a GPU has no such device '
                  '(DPC++ throws too)',
    'quantAQLM-sycl': 'its output holds 12288 / 32 halves per input vector (output_size = b * 12288 / 32, '
                      'd_output + 12288/32 * i) but its kernel writes one half per row of the weight matrix, '
                      'prob_m = 12288 of them (C[c_gl_wr], c_gl_wr < prob_m): 24 KB past a 3 KB allocation, which '
                      'on a CPU device is the host\'s heap, and the kernel then faults at a null address; with '
                      'the output sized b * 12288 halves and vector i\'s at d_output + 12288 * i it runs to the end '
                      'on Intel\'s CPU device; on PoCL, which has no sub-groups, its *max_element of the empty '
                      'sub_group_sizes crashes on the host',
    'adamw-sycl': 'its reference runs on the host without fused multiply-add, and the device contracts a*b+c '
                  'into fma (Clang\'s default -ffp-contract=on; DPC++ contracts too); its 4-bit quantized '
                  'state turns the last-bit differences into bucket changes that grow over the 100 steps past '
                  'its absolute tolerance, 1e-3 (0.0005 after 10 steps); built with -ffp-contract=off it '
                  'matches the reference exactly',
}

# What a benchmark that timed out was doing at the limit, where its output
# does not say (found by tracing it with SPIRV_OFFLOAD_TRACE=1 or reading it).
DOING = {
    'hadamard-sycl': 'traced, it was still building its 2 MB device module (the first launch builds it) 60 s in; '
                     'it had printed nothing after 300 s',
    'secp256k1-sycl': 'traced, it was still building its device module (no kernel launched) 25 s in; it had printed '
                      'nothing after 300 s either',
    'car-sycl': 'its kernels are done; the host reference (a deformable convolution over 128 images of 480x640, '
                'fixed in the source) is still computing',
    'f16max-sycl': 'no device call yet: the host is filling its 2^28 inputs (a size fixed in the source)',
    'bh-sycl': 'its tree-building kernel retries while a child is locked (-2) by another work-item, with a work-group '
               'barrier inside that retry loop; with 1000 bodies and 1 step it had still printed nothing after 60 s '
               '(not investigated further)',
    'ddbp-sycl': 'its kernels are running (a 1996x2457 volume and 1664x2048 detector, fixed in the source)',
    'streamPriority-sycl': 'its kernels are running (2^24 elements per stream, fixed in the source)',
    'assert-sycl': 'still in its first performance kernel: each of its 256000 work-items loops up to its own id '
                   'with an assert in every iteration (3.3x10^10 iterations; the assert\'s failure path returns, '
                   'so the loop stays); run again outside the script under the same load, it got 18 s of CPU in '
                   '100 s and was still there; after these kernels it fails a device assert on purpose',
    'bspline-vgh-sycl': 'its kernels were running (it takes no size argument); it passed in 70 s in a run with a '
                        '90 s limit on a less loaded machine',
    'sheath-sycl': 'at time step 775 of its 1000 (fixed in the source; it takes no argument); it ran to the end '
                   'without a check in 72 s in a run with a 90 s limit on a less loaded machine',
    'su3-sycl': 'its kernel was running (134217728 work-items at the smaller arguments); it ran to the end '
                'without a check in 59 s in an earlier run on a less loaded machine',
    'keccaktreehash-sycl': 'in its speed test (it takes no size argument); it passed in 63 s in a run with a '
                           '90 s limit on a less loaded machine',
}

# Failures that are ours (compiler or runtime), with a reproducer's gist.
OURS = {
}

# What changed for a benchmark of the --after-fixes run.
AFTER_FIXES = {
    'attentionMultiHeadKVCache-sycl': 'its source now compiles (in 7 min); its Makefile\'s ahead-of-time step for '
                                      'an Intel GPU (ocloc -device pvc, at link time) had not finished when the '
                                      '900 s build limit came. The same object linked without that target runs: '
                                      'its first launch builds its 1.6 MB SPIR-V module on Intel\'s CPU device, '
                                      'which had not finished after 18 min of this load (3.7 min of CPU)',
}

# Failures whose cause is not found yet: what is known.
UNEXPLAINED = {
}

# Build errors of benchmarks that need more than SYCL 2020 and the DPC++
# extensions the library provides (docs/SYCL.md).
NEEDS = {
    'attentionMultiHeadKVCache-sycl': 'ours: it needs sycl_ext_oneapi_launch_queries (info::kernel_queue_specific::'
                                      'max_num_work_groups), which the library did not provide at the measured '
                                      'commit; it does since 6f11287 (see "After fixes")',

    'graphExecution-sycl': 'needs sycl_ext_oneapi_graph (command_graph), which the library does not provide',
    'opticalFlow-sycl': 'needs SYCL 1.2.1\'s sycl::image and sycl::sampler, which SYCL 2020 replaced '
                        '(unsampled_image, sampled_image and image_sampler are provided)',
}

# A benchmark is out of scope when one of its sources includes one of these
# (the library is named in the result) or its Makefile links one.
LIBRARY_INCLUDES = [
    (re.compile(r'^\s*#\s*include\s*[<"](oneapi/mkl|mkl[._])', re.M), 'oneMKL'),
    (re.compile(r'^\s*#\s*include\s*[<"](oneapi/dpl|dpl/)', re.M), 'oneDPL'),
    (re.compile(r'^\s*#\s*include\s*[<"]dpct/', re.M), 'dpct'),
    (re.compile(r'^\s*#\s*include\s*[<"]syclcompat', re.M), 'syclcompat'),
    (re.compile(r'^\s*#\s*include\s*[<"]mpi\.h', re.M), 'MPI'),
    (re.compile(r'^\s*#\s*include\s*[<"]gsl/', re.M), 'GSL'),
    (re.compile(r'^\s*#\s*include\s*[<"]oneapi/dnnl', re.M), 'oneDNN'),
    (re.compile(r'^\s*#\s*include\s*[<"]tbb/', re.M), 'TBB'),
    (re.compile(r'^\s*#\s*include\s*[<"]boost/', re.M), 'Boost'),
    (re.compile(r'^\s*#\s*include\s*[<"](oneapi/ccl|ccl\.hpp)', re.M), 'oneCCL'),
    (re.compile(r'^\s*#\s*include\s*[<"]gdal/', re.M), 'GDAL'),
]
# The same libraries, when a header of a sibling folder includes them: the
# build's "file not found" names the library's header.
LIBRARY_NOT_FOUND = re.compile(r"fatal error: '(boost|gdal)/[^']*' file not found")
LIBRARY_NAMES = {'boost': 'Boost', 'gdal': 'GDAL'}
LIBRARY_MAKEFILE = [
    (re.compile(r'-q?mkl\b|-lmkl'), 'oneMKL'),
    (re.compile(r'\bmpicxx\b|\bmpicc\b|-lmpi\b'), 'MPI'),
    (re.compile(r'-lgsl\b'), 'GSL'),
    (re.compile(r'-ltbb\b'), 'TBB'),
    (re.compile(r'-ldnnl\b'), 'oneDNN'),
]
# A Python build (setup.py) of a PyTorch extension.
PYTORCH_RE = re.compile(r'^\s*(import torch|from torch\b)', re.M)
SOURCE_SUFFIXES = ('.cpp', '.cc', '.cxx', '.c', '.h', '.hpp', '.hh', '.inc', '.dp.cpp')

# What the programs print. FAIL wins over PASS where both appear.
FAIL_RE = re.compile(r'(?m)\bFAIL(ED|URE)?\b|\bverification failed|\bchecksum failed|'
                     r'\batomic\w+ failed|cambine: failed|\bINCORRECT\b|\bTest [Ff]ailed\b|completed, returned ERROR|\bCheck failed: |^\s*ERROR\s*$')
PASS_RE = re.compile(r'(?m)\bPASS(ED)?\b|^\s*SUCCESS\s*$|cambine:passed|\bTest [Pp]assed\b|completed, returned OK\b')
MISSING_RE = re.compile(r'[Ff]ailed to (open|load|read)|[Cc]annot open|[Cc]ould not open|'
                        r'[Uu]nable to open|No such file|[Ee]rror opening|Opening file failed|'
                        r'cannot be opened|Could not find a sub-directory|data file not found')
ERROR_LINE_RE = re.compile(r'\berror\b|terminate called|what\(\):|Segmentation fault|Aborted|'
                           r'[Aa]ssertion .* failed|exception', re.I)


def now():
    return datetime.datetime.now(datetime.timezone.utc)


def run_limited(cmd, cwd, timeout, shell=False, env=None):
    """Runs cmd in its own process group; kills the group on timeout.
    Returns (returncode or None on timeout, combined output, stderr, seconds)."""
    start = time.monotonic()
    proc = subprocess.Popen(cmd, cwd=cwd, shell=shell, env=env, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True)
    try:
        out, err = proc.communicate(timeout=timeout)
        rc = proc.returncode
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
        rc = None
    dec = lambda b: b.decode('utf-8', 'replace')
    return rc, dec(out), dec(err), time.monotonic() - start


def sources_of(folder):
    for root, _, files in os.walk(folder):
        for f in files:
            if f.endswith(SOURCE_SUFFIXES):
                yield os.path.join(root, f)


def libraries_used(folder):
    """Libraries beyond SYCL the benchmark needs (from includes and Makefile)."""
    found = set()
    for path in sources_of(folder):
        try:
            text = open(path, errors='replace').read()
        except OSError:
            continue
        for rx, name in LIBRARY_INCLUDES:
            if rx.search(text):
                found.add(name)
    for root, _, files in os.walk(folder):
        for f in files:
            if f.endswith('.py'):
                try:
                    text = open(os.path.join(root, f), errors='replace').read()
                except OSError:
                    continue
                if PYTORCH_RE.search(text):
                    found.add('PyTorch')
    mk = os.path.join(folder, 'Makefile')
    if os.path.exists(mk):
        text = '\n'.join(l.split('#', 1)[0] for l in open(mk, errors='replace'))
        for rx, name in LIBRARY_MAKEFILE:
            if rx.search(text):
                found.add(name)
    return sorted(found)


def first_build_error(text):
    """The first diagnostic of a failed build, without its file position."""
    for line in text.splitlines():
        m = re.search(r'\b(fatal error|error): (.*)', line)
        if m:
            return m.group(0).strip()
    for line in text.splitlines():
        if re.search(r'undefined reference|cannot find -l|No rule to make target|command not found', line):
            return line.strip()
    lines = [l for l in text.splitlines() if l.strip()]
    return lines[-1].strip() if lines else 'make failed without a message'


def first_run_error(out, err, rc):
    # An uncaught exception's message says more than "terminate called".
    what = re.search(r'what\(\):\s*(.*)', err)
    if what:
        return what.group(1).strip()[:300]
    for text in (err, out):
        for line in text.splitlines():
            if ERROR_LINE_RE.search(line):
                return line.strip()[:300]
    lines = [l for l in err.splitlines() if l.strip()]
    if lines:
        return lines[0].strip()[:300]
    if rc is not None and rc < 0:
        return 'killed by signal %s' % signal.Signals(-rc).name
    return 'exit code %d' % rc


def run_command(folder, name, cc, profile):
    """The command line to run: the table's, or the Makefile's `run` target."""
    if name in SMALLER_ARGS:
        return './main ' + SMALLER_ARGS[name][0], True
    rc, out, err, _ = run_limited(['make', '-n', 'run', 'CC=' + cc, gpu_flag(profile)], folder, 60)
    if rc != 0:
        return None, False
    lines = []
    for line in out.splitlines():
        line = line.strip()
        if not line or line.startswith(('make', 'echo', '#')):
            continue  # a '#' line is a shell comment (an empty $(LAUNCHER) before a commented-out run)
        if cc in line:  # a build step make still thinks is due
            continue
        lines.append(line)
    return ' && '.join(lines) if lines else None, False


def missing_inputs(folder, cmd):
    """Files named on the command line (relative paths) that do not exist."""
    missing = []
    for word in shlex.split(cmd.replace('&&', ' ')):
        if word.startswith('-') or '/' not in word or word.startswith('./main'):
            continue
        if word.startswith('./') and os.path.basename(word) == 'main':
            continue
        if re.search(r'\.(out|txt|raw|bmp|pgm|ppm|bin|dat|csv|mtx|graph|gr|ply|fa|fasta|obj|h5|png|jpg|tif|off|xyz|in)$', word) \
                or word.startswith(('../', 'data/', 'input', './data')):
            path = os.path.join(folder, word)
            if not os.path.exists(path) and not re.search(r'(result|output|out)[^/]*$', word):
                missing.append(word)
    return list(dict.fromkeys(missing))


def do_benchmark(name, args):
    src = os.path.join(args.corpus, 'src', name)
    folder = os.path.join(args.scratch, 'src', name)
    res = {'name': name, 'class': None, 'detail': '', 'build_s': 0.0, 'run_s': 0.0,
           'command': '', 'smaller_args': False}
    libs = libraries_used(src)
    if libs:
        res['class'] = 'out-of-scope'
        res['detail'] = 'uses ' + ', '.join(libs)
        return res
    if not os.path.exists(os.path.join(src, 'Makefile')):
        res['class'] = 'missing-data'
        res['detail'] = 'the corpus has no Makefile for it'
        return res
    if args.reuse_builds and os.path.exists(os.path.join(folder, 'main')):
        # Built by an earlier --build-only run into this scratch directory.
        rc, out, err, secs = 0, '', '', 0.0
    else:
        if os.path.islink(folder):
            os.unlink(folder)  # a scratch tree that links folders of earlier runs' trees
        elif os.path.exists(folder):
            shutil.rmtree(folder)
        shutil.copytree(src, folder, symlinks=True)
        make_writable(folder)
        rc, out, err, secs = run_limited(['make', '-j1', 'CC=' + args.cc, gpu_flag(args.gpu_profile)], folder,
                                         args.build_timeout)
        write_log(args, name, 'build', out + err)
    res['build_s'] = round(secs, 1)
    if rc is None:
        res['class'] = 'build-error'
        res['detail'] = 'build took more than %d s' % args.build_timeout
        return res
    if rc != 0 and '[<builtin>: ' in out + err:
        # A prerequisite of the Makefile's own rule (a header of the -cuda
        # folder, say) is not in the corpus, so make fell back to its
        # built-in rule, which compiles with the host's c++.
        res['class'] = 'missing-data'
        res['detail'] = 'a file its Makefile\'s rule needs is not in the corpus (make used its built-in rule)'
        return res
    missing_library = LIBRARY_NOT_FOUND.search(out + err)
    if rc != 0 and missing_library:
        res['class'] = 'out-of-scope'
        res['detail'] = 'uses ' + LIBRARY_NAMES[missing_library.group(1)]
        return res
    if rc != 0:
        res['class'] = 'build-error'
        res['detail'] = first_build_error(out + '\n' + err)
        return res
    if args.build_only:
        res['class'] = 'built'
        return res
    cmd, smaller = run_command(folder, name, args.cc, args.gpu_profile)
    if not cmd:
        res['class'] = 'run-error'
        res['detail'] = 'the Makefile has no run target'
        return res
    res['command'] = cmd
    res['smaller_args'] = smaller
    missing = missing_inputs(folder, cmd)
    if missing:
        res['class'] = 'missing-data'
        res['detail'] = 'not in the corpus: ' + ' '.join(missing)
        return res
    # Line-buffered, so that a program killed at the limit has shown how far it got.
    env = dict(os.environ, ZE_CPU_DEVICE_PROFILE=args.gpu_profile) if args.gpu_profile else None
    rc, out, err, secs = run_limited(['stdbuf', '-oL', '-eL', 'sh', '-c', cmd], folder, args.timeout,
                                     env=env)
    res['run_s'] = round(secs, 1)
    write_log(args, name, 'run', 'command: %s\nexit: %s\n--- stdout\n%s\n--- stderr\n%s' % (cmd, rc, out, err))
    both = out + '\n' + err
    if FAIL_RE.search(both) and (rc is None or rc >= 0):
        # A wrong result counts even when the program then ran out of time.
        res['class'] = 'FAIL'
        res['detail'] = next(l.strip() for l in both.splitlines() if FAIL_RE.search(l))[:200]
    elif rc is None:
        res['class'] = 'timeout'
        res['detail'] = 'more than %d s' % args.timeout
        # What it checked before the limit (DPC++ benchmarks often check per part).
        if PASS_RE.search(both):
            res['detail'] += '; printed PASS %d time(s) before' % len(PASS_RE.findall(both))
        last = [l.strip() for l in out.splitlines() if l.strip()]
        res['detail'] += ('; last printed: ' + last[-1][:120]) if last else '; printed nothing'
    elif rc == 0 and PASS_RE.search(both):
        res['class'] = 'PASS'
    elif MISSING_RE.search(both) and 'error while loading shared libraries' not in both:
        res['class'] = 'missing-data'
        res['detail'] = next(l.strip() for l in both.splitlines() if MISSING_RE.search(l))[:200]
    elif rc == 0:
        res['class'] = 'no-check'
    else:
        res['class'] = 'run-error'
        res['detail'] = first_run_error(out, err, rc)
    return res


def make_writable(path):
    for root, dirs, files in os.walk(path):
        for d in dirs:
            p = os.path.join(root, d)
            if not os.path.islink(p):
                os.chmod(p, 0o755)
        for f in files:
            p = os.path.join(root, f)
            if not os.path.islink(p):
                os.chmod(p, os.stat(p).st_mode | 0o200)
    os.chmod(path, 0o755)


def write_log(args, name, kind, text):
    with open(os.path.join(args.scratch, 'logs', '%s.%s.log' % (name, kind)), 'w') as f:
        f.write(text)


def prepare_scratch(args):
    os.makedirs(os.path.join(args.scratch, 'logs'), exist_ok=True)
    tree = os.path.join(args.scratch, 'src')
    if not os.path.isdir(tree):
        # The whole tree (tens of MB): Makefiles reach sibling folders for
        # sources, headers and data, and some write objects beside them.
        shutil.copytree(os.path.join(args.corpus, 'src'), tree, symlinks=True)
        make_writable(tree)


def git_commit():
    try:
        return subprocess.check_output(['git', '-C', REPO, 'rev-parse', '--short', 'HEAD'],
                                       text=True).strip()
    except (OSError, subprocess.CalledProcessError):
        return 'unknown'


CLASSES = ['PASS', 'FAIL', 'no-check', 'timeout', 'missing-data', 'out-of-scope',
           'build-error', 'run-error', 'built']


def summary(results):
    counts = collections.Counter(r['class'] for r in results)
    return ', '.join('%s %d' % (c, counts[c]) for c in CLASSES if counts[c])


def grouped_errors(results, cls):
    groups = collections.defaultdict(list)
    for r in results:
        if r['class'] == cls:
            groups[r['detail'][:160]].append(r['name'])
    return sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0]))


def after_fixes_section(results, after):
    """The benchmarks an `after` run (a results.json at a later commit) redid,
    beside their class in `results`; kept apart from the one-run table."""
    before = {r['name']: r for r in results}
    m = after['meta']
    out = ['', '## After fixes at `%s`' % m['commit'], '',
           'The benchmarks that changes after the measured commit affect, built and run again at `%s` (%s): `%s`. '
           'They are not part of the table above.' % (m['commit'], m['date'], m['command']), '',
           '| benchmark | at the measured commit | after | detail | note | build s | run s |',
           '|---|---|---|---|---|---|---|']
    for r in sorted(after['results'], key=lambda r: r['name']):
        was = before.get(r['name'], {}).get('class', '')
        out.append('| %s | %s | %s | %s | %s | %s | %s |' % (r['name'], was, r['class'], md_cell(r['detail']),
                                                           md_cell(AFTER_FIXES.get(r['name'], '')),
                                                           r['build_s'] or '', r['run_s'] or ''))
    return out


def markdown(results, meta, baseline=None, runs=None, after=None):
    counts = collections.Counter(r['class'] for r in results)
    profile = meta.get('gpu_profile')
    out = ['# HeCBench (SYCL half) with our clang++' + (' on the %s GPU profile' % profile if profile else ''), '',
           'Generated by `utils/hecbench/run-hecbench.py`; the '
           'classes and the method are described in the script. Each benchmark is '
           'built with its own Makefile (`make CC=build/bin/clang++ %s`) in a '
           'scratch copy and run with its `run` target, or with the smaller '
           'arguments listed below.' % gpu_flag(profile), '',
           *(['Run with `ZE_CPU_DEVICE_PROFILE=%s`, so that the programs, which select '
              '`sycl::gpu_selector_v` when built with `GPU=yes`, run on the emulated GPU of the CPU '
              'driver (docs/Runtime.md, "GPU profiles"): its limits, no fp64 on dg2 and tgllp, and device '
              'memory the host cannot touch between kernels. A kernel that uses `double` there throws '
              '`errc::kernel_not_supported` naming `aspect::fp64`, as on the GPU the profile stands for '
              '(class run-error).' % profile, ''] if profile else []),
           *['- commit `%s` (%s): `%s`' % (m['commit'], m['date'], m['command']) for m in (runs or [meta])],
           '- benchmarks: %d' % len(results), '', *([meta['note'], ''] if meta.get('note') else []),
           '| class | count |', '|---|---|']
    for c in CLASSES:
        if counts[c]:
            out.append('| %s | %d |' % (c, counts[c]))
    if baseline:
        # The same benchmarks measured earlier (e.g. before a change).
        names = {r['name'] for r in results}
        base = [r for r in baseline['results'] if r['name'] in names]
        bcounts = collections.Counter(r['class'] for r in base)
        out += ['', 'Earlier, the same %d benchmarks:' % len(base), '']
        out += ['- commit `%s` (%s): `%s`' % (m['commit'], m['date'], m['command']) for m in baseline['metas']]
        out += ['', '| class | count |', '|---|---|']
        for c in CLASSES:
            if bcounts[c]:
                out.append('| %s | %d |' % (c, bcounts[c]))
    for cls in ('build-error', 'run-error'):
        groups = grouped_errors(results, cls)
        if groups:
            out += ['', '## %s, grouped by first message' % cls, '',
                    '| count | first message | benchmarks |', '|---|---|---|']
            for msg, names in groups:
                out.append('| %d | %s | %s |' % (len(names), md_cell(msg), ', '.join(sorted(names))))
    if after:
        out += after_fixes_section(results, after)
    used = [r['name'] for r in results if r.get('smaller_args')]
    if used:
        out += ['', '## Smaller arguments', '', '| benchmark | arguments | why |', '|---|---|---|']
        for n in sorted(used):
            a, why = SMALLER_ARGS[n]
            out.append('| %s | `%s` | %s |' % (n, a, why))
    out += ['', '## Per benchmark', '',
            'A note says why a failure or timeout is the benchmark\'s own (from its source), that it is ours '
            '("ours:"), or what a build error needs beyond SYCL 2020 and the extensions provided.', '',
            '| benchmark | class | detail | note | build s | run s |', '|---|---|---|---|---|---|']
    for r in sorted(results, key=lambda r: r['name']):
        out.append('| %s | %s | %s | %s | %s | %s |' % (r['name'], r['class'], md_cell(r['detail']),
                                                      md_cell(not_ours(r)),
                                                      r['build_s'] or '', r['run_s'] or ''))
    return '\n'.join(out) + '\n'


def not_ours(r):
    if r['class'] == 'build-error':
        return NEEDS.get(r['name'], '')
    if r['class'] not in ('FAIL', 'run-error', 'timeout'):
        return ''
    if r['class'] == 'timeout' and r['name'] in DOING:
        return DOING[r['name']]
    return OURS.get(r['name']) or NOT_OURS.get(r['name']) or UNEXPLAINED.get(r['name'], '')


def md_cell(text):
    return text.replace('|', '\\|').replace('\n', ' ')


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('names', nargs='*', help='benchmark folders (vadd-sycl or vadd)')
    ap.add_argument('--all', action='store_true', help='every *-sycl folder of the corpus')
    ap.add_argument('--list-file', help='benchmark names, one a line')
    ap.add_argument('--corpus', default=default_corpus())
    ap.add_argument('--cc', default=os.path.join(REPO, 'build', 'bin', 'clang++'))
    ap.add_argument('--scratch', default='/tmp/hecbench-scratch')
    ap.add_argument('--jobs', type=int, default=1)
    ap.add_argument('--timeout', type=int, default=120, help='seconds per run')
    ap.add_argument('--build-timeout', type=int, default=900, help='seconds per build')
    ap.add_argument('--build-only', action='store_true')
    ap.add_argument('--reuse-builds', action='store_true', help='run the programs an earlier --build-only run '
                    'built in SCRATCH (its main) without building them again')
    ap.add_argument('--write-results', action='store_true', help='write ' + os.path.relpath(RESULTS_MD, REPO) +
                    ' (HeCBench-<profile>.md with --gpu-profile)')
    ap.add_argument('--gpu-profile', choices=['dg2', 'tgllp', 'pvc'],
                    help='build with GPU=yes and run on this GPU profile of the CPU driver '
                    '(ZE_CPU_DEVICE_PROFILE), as on that GPU')
    ap.add_argument('--from-json', action='append', help='write the page from a results.json (repeatable: '
                    'later runs replace earlier ones\' results of the benchmarks they redid)')
    ap.add_argument('--note', help='a sentence for the page, under the commits (with --from-json)')
    ap.add_argument('--rerun', action='store_true', help='keep the results in SCRATCH/results.json of the '
                    'benchmarks not named, replacing those named')
    ap.add_argument('--after-fixes', help='a results.json of a later run of some of the benchmarks (with '
                    '--from-json): listed apart, beside their class in the run the page is about')
    ap.add_argument('--baseline', action='append', help='a results.json of an earlier run (repeatable): its counts for '
                    'the same benchmarks go on the page too')
    args = ap.parse_args()

    baseline = None
    for path in args.baseline or []:
        # Several earlier runs make one baseline (the first one's name wins).
        data = json.load(open(path))
        if baseline is None:
            baseline = {'metas': [], 'results': []}
        have = {r['name'] for r in baseline['results']}
        baseline['metas'].append(data['meta'])
        baseline['results'] += [r for r in data['results'] if r['name'] not in have]
    if args.from_json:
        data = None
        for path in args.from_json:
            # Later runs replace earlier ones' results for the benchmarks they redid.
            d = json.load(open(path))
            if data is None:
                data = d
                data.setdefault('runs', [d['meta']])
            else:
                redone = {r['name'] for r in d['results']}
                data['results'] = [r for r in data['results'] if r['name'] not in redone] + d['results']
                data['runs'] += d.get('runs', [d['meta']])
        if args.note:
            data['meta']['note'] = args.note
        if args.gpu_profile:
            data['meta']['gpu_profile'] = args.gpu_profile
        page = results_md(data['meta'].get('gpu_profile'))
        os.makedirs(os.path.dirname(page), exist_ok=True)
        after = json.load(open(args.after_fixes)) if args.after_fixes else None
        open(page, 'w').write(markdown(data['results'], data['meta'], baseline, data.get('runs'), after))
        return 0

    args.cc = os.path.abspath(args.cc)
    args.scratch = os.path.abspath(args.scratch)
    names = list(args.names)
    if args.list_file:
        names += [l.strip() for l in open(args.list_file) if l.strip() and not l.startswith('#')]
    if args.all:
        names += sorted(d for d in os.listdir(os.path.join(args.corpus, 'src')) if d.endswith('-sycl'))
    names = [n if n.endswith('-sycl') else n + '-sycl' for n in names]
    names = list(dict.fromkeys(names))
    if not names:
        ap.error('name benchmarks or pass --all')
    for n in names:
        if not os.path.isdir(os.path.join(args.corpus, 'src', n)):
            ap.error('no benchmark %s in %s' % (n, args.corpus))
    prepare_scratch(args)

    meta = {'commit': git_commit(), 'date': now().strftime('%Y-%m-%d'),
            'command': 'utils/hecbench/run-hecbench.py ' + ' '.join(
                a for a in sys.argv[1:] if a != '--write-results'),
            'gpu_profile': args.gpu_profile}
    results = []
    json_path = os.path.join(args.scratch, 'results.json')
    earlier, runs = [], [meta]
    if args.rerun and os.path.exists(json_path):
        # Keep the earlier results of the benchmarks this run does not redo.
        old = json.load(open(json_path))
        earlier = [r for r in old['results'] if r['name'] not in names]
        runs = old.get('runs', [old['meta']]) + [meta]
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = {pool.submit(do_benchmark, n, args): n for n in names}
        for fut in concurrent.futures.as_completed(futures):
            try:
                r = fut.result()
            except Exception as e:  # a bug of this script: say which benchmark
                r = {'name': futures[fut], 'class': 'run-error', 'detail': 'script: %r' % e,
                     'build_s': 0, 'run_s': 0, 'command': '', 'smaller_args': False}
            r['commit'] = meta['commit']
            results.append(r)
            print('%-32s %-13s %s' % (r['name'], r['class'], r['detail']), flush=True)
            json.dump({'meta': meta, 'runs': runs, 'results': earlier + results}, open(json_path, 'w'), indent=1)
    results = earlier + results
    print('\n' + summary(results))
    for cls in ('build-error', 'run-error'):
        for msg, ns in grouped_errors(results, cls):
            print('%4d %s: %s' % (len(ns), cls, msg))
    if args.write_results:
        page = results_md(args.gpu_profile)
        os.makedirs(os.path.dirname(page), exist_ok=True)
        open(page, 'w').write(markdown(results, meta, baseline, runs))
    return 0


if __name__ == '__main__':
    sys.exit(main())
