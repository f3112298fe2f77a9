  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
/  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
/  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
T  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
h  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
p  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
u  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
f  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
b  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
c  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
h  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
/  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
d  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
c  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
b  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
c  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
h  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
j  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
h  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
h  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
l  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
h  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
p  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
u  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
3  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
4  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
p  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
d  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
d  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
h  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
/  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
/  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
d  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
v  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
l  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
/  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
f  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
u  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
d  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
/  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
c  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
-  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
l  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
-  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
f  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
u  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
d  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
h  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
l  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
g  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
h  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
h  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
h  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
u  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
/  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
*  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
*  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
M  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
d  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
-  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
u  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
p  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
b  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
6  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
4  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
c  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
h  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
c  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
d  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
d  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
g  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
h  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
v  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
y  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
u  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
*  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
/  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
f  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
u  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
c  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
f  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
k  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
d  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
{  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
c  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
l  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
p  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
h  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
b  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
=  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
A  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
B  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
C  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
D  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
E  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
F  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
G  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
H  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
I  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
J  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
K  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
L  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
M  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
N  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
O  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
P  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
Q  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
R  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
S  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
T  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
U  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
V  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
W  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
X  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
Y  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
Z  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
b  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
c  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
d  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
f  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
g  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
h  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
j  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
k  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
l  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
p  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
q  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
u  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
v  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
w  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
x  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
y  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
z  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
1  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
2  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
3  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
4  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
5  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
6  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
7  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
8  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
9  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
;  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
l  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
=  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
d  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
;  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
l  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
u  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
=  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
;  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
f  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
l  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
=  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
;  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
<  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
;  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
+  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
+  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
{  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
=  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
M  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
h  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
u  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
l  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
1  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
1  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
3  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
5  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
1  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
5  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
2  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
4  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
5  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
+  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
1  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
2  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
3  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
4  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
5  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
>  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
>  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
>  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
;  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
u  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
+  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
=  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
l  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
p  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
h  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
b  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
[  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
>  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
>  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
>  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
2  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
6  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
]  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
;  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
}  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
u  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
u  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
;  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
}  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
c  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
K  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
B  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
=  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
1  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
2  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
4  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
;  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
x  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
p  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
c  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
R  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
E  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
D  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
A  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
C  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
T  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
_  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
C  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
A  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
S  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
E  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
S  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
=  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
[  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
{  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
b  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
u  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
d  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
l  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
_  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
_  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
2  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
c  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
h  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
k  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
=  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
>  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
b  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
u  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
d  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
l  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
_  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
_  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
p  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
2  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
5  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
}  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
{  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
b  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
u  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
d  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
l  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
_  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
_  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
4  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
c  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
h  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
k  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
=  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
>  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
b  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
u  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
d  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
l  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
_  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
_  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
p  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
5  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
}  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
{  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
b  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
u  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
d  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
l  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
_  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
_  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
x  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
2  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
1  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
6  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
K  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
B  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
h  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
5  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
4  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
d  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
g  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
k  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
=  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
>  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
b  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
u  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
d  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
l  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
_  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
_  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
p  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
2  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
}  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
{  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
b  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
u  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
d  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
l  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
_  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
_  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
x  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
3  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
2  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
7  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
6  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
8  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
2  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
5  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
6  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
K  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
B  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
k  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
=  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
>  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
b  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
u  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
d  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
l  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
_  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
_  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
p  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
3  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
2  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
*  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
K  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
B  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
}  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
{  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
w  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
b  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
h  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
k  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
f  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
f  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
c  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
c  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
+  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
-  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
x  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
3  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
2  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
6  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
4  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
K  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
B  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
k  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
=  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
>  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
`  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
w  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
b  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
h  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
k  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
f  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
f  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
c  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
c  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
$  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
{  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
-  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
p  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
3  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
2  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
_  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
}  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
`  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
}  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
{  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
w  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
b  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
h  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
k  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
f  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
f  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
c  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
c  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
+  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
-  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
x  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
1  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
2  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
8  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
K  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
2  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
5  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
6  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
K  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
B  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
k  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
=  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
>  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
`  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
w  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
b  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
h  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
k  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
f  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
f  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
c  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
c  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
$  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
{  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
-  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
p  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
1  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
2  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
8  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
*  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
K  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
B  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
}  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
`  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
}  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
{  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
p  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
w  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
d  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
+  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
\  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
\  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
x  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
6  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
4  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
6  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
4  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
K  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
B  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
k  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
=  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
>  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
`  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
p  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
w  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
d  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
$  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
{  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
\  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
\  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
p  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
6  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
4  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
_  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
}  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
`  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
}  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
{  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
p  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
w  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
d  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
+  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
\  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
\  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
x  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
2  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
5  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
6  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
K  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
2  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
5  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
6  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
K  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
B  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
k  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
=  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
>  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
`  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
p  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
w  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
d  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
$  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
{  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
\  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
\  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
p  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
2  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
5  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
6  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
*  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
K  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
B  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
}  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
`  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
}  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
{  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
c  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
k  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
x  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
3  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
7  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
K  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
2  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
5  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
6  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
K  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
B  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
k  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
=  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
>  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
c  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
k  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
p  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
M  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
h  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
c  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
l  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
2  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
5  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
6  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
*  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
K  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
B  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
/  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
7  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
}  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
{  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
b  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
c  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
p  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
x  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
6  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
4  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
K  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
2  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
5  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
6  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
K  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
B  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
k  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
=  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
>  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
b  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
c  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
p  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
p  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
6  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
4  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
*  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
K  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
B  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
}  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
{  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
k  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
y  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
=  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
x  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
6  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
4  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
K  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
2  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
5  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
6  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
K  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
B  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
k  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
=  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
>  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
k  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
y  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
=  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
p  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
6  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
4  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
*  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
K  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
B  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
}  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
{  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
G  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
H  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
_  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
P  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
A  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
T  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
=  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
+  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
x  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
2  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
7  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
+  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
1  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
l  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
k  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
R  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
d  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
k  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
=  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
>  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
`  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
G  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
H  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
_  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
P  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
A  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
T  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
=  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
$  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
{  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
p  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
2  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
7  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
}  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
1  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
`  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
}  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
{  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
p  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
_  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
k  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
y  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
d  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
x  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
2  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
7  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
+  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
1  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
w  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
o  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
d  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
s  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
O  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
n  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
l  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
y  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
m  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
k  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
=  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
>  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
`  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
p  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
i  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
_  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
k  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
y  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
:  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
$  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
{  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
f  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
k  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
4  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
0  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
3  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
}  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
$  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
{  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
"  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
.  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
r  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
p  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
e  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
a  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
t  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
(  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
2  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
7  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
)  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
}  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
1  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
`  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
   { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
}  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
,  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
]  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
;  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },

  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
