#pragma once

// Property checks shared by the range schemes (BinomialHash, PowerCH, JumpBackHash, FlipHash):
// every one maps (hash, n) to a bucket in [0, n) and must be monotone when n grows, balanced, and
// move only the last bucket's keys when it is dropped. Each check uses QTest macros and returns on
// the first failure, so call it as the last statement of a test slot.
#include "algos/chisquarebound.h"
#include "support/testservers.h"

#include "ringcore/rings/algorithmregistry.h"

#include <QTest>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <random>
#include <span>
#include <vector>

namespace ringlab::test {

/// A range scheme's bucket function: (hash, number of buckets) → bucket in [0, buckets).
using BucketFunction = std::function<int32_t(uint64_t, int32_t)>;

/// One published output of a reference implementation: bucket(hash, buckets) == bucket.
struct BucketVector
{
    uint64_t hash;
    int32_t buckets;
    int32_t bucket;
};

/// Every reference output is reproduced; a mismatch names the hash, the range and both buckets.
inline void checkReferenceOutputs(const BucketFunction &bucket, std::span<const BucketVector> vectors)
{
    for (const BucketVector &v : vectors)
        QVERIFY2(bucket(v.hash, v.buckets) == v.bucket,
                 qPrintable(QStringLiteral("hash %1, %2 buckets: %3, reference %4")
                                .arg(v.hash, 16, 16, QLatin1Char('0'))
                                .arg(v.buckets)
                                .arg(bucket(v.hash, v.buckets))
                                .arg(v.bucket)));
}

/// The checksum the reference implementations print: 200,000 calls with
/// hash = i * 0x9e3779b97f4a7c15 and n = 1 + i mod 5000, folded as sum = sum * 31 + bucket
/// (mod 2^64).
inline uint64_t referenceChecksum(const BucketFunction &bucket)
{
    uint64_t sum = 0;
    for (uint64_t i = 0; i < 200000; ++i)
        sum = sum * 31 + uint64_t(bucket(i * 0x9e3779b97f4a7c15ULL, int32_t(1 + i % 5000)));
    return sum;
}

/// Monotonicity: going from n to n+1 buckets a key stays or moves to bucket n (n = 1..600, 2,000
/// keys); at large ranges (2^20, 1000003, 2^31-1) the bucket at n and at b+1 agree and at b the key
/// must move lower.
inline void checkGrowingMovesKeysOnlyToTheNewBucket(const BucketFunction &bucket)
{
    std::mt19937_64 rng(11);
    for (int k = 0; k < 2000; ++k) {
        const uint64_t h = rng();
        int32_t previous = 0;
        for (int32_t n = 1; n <= 600; ++n) {
            const int32_t b = bucket(h, n);
            QVERIFY(b >= 0 && b < n);
            if (b != previous)
                QCOMPARE(b, n - 1);
            previous = b;
        }
    }
    // Large ranges: the bucket at n and at b+1 agree; at b the key must move lower.
    for (int k = 0; k < 2000; ++k) {
        const uint64_t h = rng();
        for (int32_t n : {1 << 20, 1000003, 0x7FFFFFFF}) {
            const int32_t b = bucket(h, n);
            QCOMPARE(bucket(h, b + 1), b);
            if (b > 0)
                QVERIFY(bucket(h, b) < b);
        }
    }
}

/// The rows of the chi-square balance test: an int column "buckets".
inline void addChiSquareBucketRows()
{
    QTest::addColumn<int>("buckets");
    for (int n : {2, 3, 5, 10, 17, 100, 600, 1000, 1025})
        QTest::newRow(qPrintable(QString::number(n))) << n;
}

/// Pearson's statistic over `buckets` buckets for max(200 n, 400,000) keys, below the n-1 degrees
/// of freedom's 3e-7 tail (chisquarebound.h). Against `shares` (one per bucket) when given,
/// otherwise against the uniform counts. With at least 400,000 keys a bias of about 1.5% over half
/// the buckets at n = 5 passes the bound; at n = 1000, about 4%.
inline void checkBalancedWithinChiSquareBound(const BucketFunction &bucket, int buckets,
                                              const std::vector<double> &shares = {})
{
    const int keys = std::max(200 * buckets, 400000);
    std::vector<int> counts(size_t(buckets), 0);
    std::mt19937_64 rng{uint64_t(buckets)};
    for (int k = 0; k < keys; ++k)
        ++counts[size_t(bucket(rng(), buckets))];
    double chi2 = 0;
    if (shares.empty()) {
        const double expected = double(keys) / buckets;
        for (int c : counts)
            chi2 += (c - expected) * (c - expected) / expected;
    } else {
        QCOMPARE(shares.size(), counts.size());
        for (size_t b = 0; b < counts.size(); ++b) {
            const double expected = shares[b] * keys;
            chi2 += (counts[b] - expected) * (counts[b] - expected) / expected;
        }
    }
    const double bound = chiSquareBound(buckets - 1);
    QVERIFY2(chi2 < bound, qPrintable(QStringLiteral("chi2 %1, bound %2").arg(chi2).arg(bound)));
}

/// The scheme's own removal, through the registry: drop the last of 40 servers; only its keys
/// move (about 1/40 of 40,000), spread over more than 20 of the others.
inline void checkLastServerRemovalMovesOnlyItsKeys(const QString &algorithm)
{
    ringcore::ServerList list = makeServers(40);
    QString error;
    auto before = ringcore::AlgorithmRegistry::create(algorithm, list, {}, &error);
    QVERIFY2(before, qPrintable(error));
    list.removeLast();
    auto after = ringcore::AlgorithmRegistry::create(algorithm, list, {}, &error);
    QVERIFY2(after, qPrintable(error));
    std::vector<int> receivedBy(40, 0);
    int moved = 0;
    for (int k = 0; k < 40000; ++k) {
        const QByteArray key = "/k/" + QByteArray::number(k);
        const int b = before->route(key);
        const int a = after->route(key);
        if (b == 39) {
            ++moved;
            ++receivedBy[size_t(a)];
        } else {
            QCOMPARE(a, b);
        }
    }
    QVERIFY(moved > 700 && moved < 1300); // about 1/40 of 40,000
    int receivers = 0;
    for (int c : receivedBy)
        receivers += c > 0;
    QVERIFY(receivers > 20);
}

/// Two instances over 25 servers route 2,000 keys alike, as `bucket` does on the key's hash, and
/// the explanation (at least two lines) ends with the chosen server's address.
inline void checkDeterministicAndExplained(const QString &algorithm, const BucketFunction &bucket)
{
    ringcore::ServerList list = makeServers(25);
    QString error;
    auto a = ringcore::AlgorithmRegistry::create(algorithm, list, {}, &error);
    auto b = ringcore::AlgorithmRegistry::create(algorithm, list, {}, &error);
    QVERIFY(a && b);
    for (int k = 0; k < 2000; ++k) {
        const QByteArray key = QByteArray::number(k);
        const int s = a->route(key);
        QCOMPARE(b->route(key), s);
        QCOMPARE(s, int(bucket(a->hashKey(key), 25)));
        const QStringList lines = a->explainRoute(a->hashKey(key));
        QVERIFY(lines.size() >= 2);
        QVERIFY(lines.last().contains(list.at(s).address));
    }
}

} // namespace ringlab::test
