// The roll-out wave: the exact fraction of the key space that changes server between today's
// config and the fix must equal a key-by-key count over 1,000,000 keys within sampling noise,
// and the staged (dual-ring) migration's cumulative misses must match a key-by-key simulation.
#include "support/testpaths.h"

#include "ringcore/advisor/advisor.h"
#include "ringcore/config/proxyconfigreader.h"
#include "ringcore/keys/keygenerator.h"

#include <QTest>

#include <cmath>

using namespace ringcore;
using ringlab::test::dataFile;

class TestRolloutWave : public QObject
{
    Q_OBJECT

private slots:
    void waveEqualsKeyByKeyCount_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("haproxy weights x f") << "haproxy/seed-haproxy-default.cfg";
        QTest::newRow("nginx weights x f") << "nginx/seed-nginx.conf";
        QTest::newRow("envoy minimum_ring_size") << "envoy/seed-envoy-default.yaml";
    }

    void waveEqualsKeyByKeyCount()
    {
        QFETCH(QString, file);
        ProxyConfig c;
        ConfigError e;
        QVERIFY(ProxyConfigReader::readFile(dataFile(QStringLiteral("configs/") + file), {}, &c, &e));
        AdviceReport r;
        QString error;
        QVERIFY2(Advisor::advise(c, AdvisorOptions(), &r, &error), qPrintable(error));
        QVERIFY(r.hasFix && r.hasWave);
        QVERIFY2(r.wave.exact, qPrintable(r.wave.method)); // same key hashing: computed over the hash space
        const double p = r.wave.movedFraction;
        QVERIFY(p > 0 && p < 1);

        ProxyConfig patched;
        QVERIFY(ProxyConfigReader::readBack(c, r.fix.patchedText, &patched, &e));
        auto before = Advisor::build(c, &error);
        auto after = Advisor::build(patched, &error);
        QVERIFY(before && after);

        const qint64 n = 1000000;
        const KeyGenerator keys(KeyGenerator::DefaultSeed);
        const KeyGenerator picker(7); // the stable per-request hash of the dual-ring roll-out
        char key[KeyGenerator::KeyLength];
        qint64 moved = 0;
        std::vector<qint64> missesBy(r.wave.steps.size(), 0);
        for (qint64 i = 0; i < n; ++i) {
            keys.writeKey(uint64_t(i), key);
            const QByteArrayView k(key, KeyGenerator::KeyLength);
            const bool changed = before->route(k) != after->route(k);
            moved += changed;
            // Dual ring: the key's requests use the new ring once its stable draw is below the share.
            const double draw = double(picker.value(uint64_t(i)) >> 11) / double(uint64_t(1) << 53);
            for (int s = 0; s < r.wave.steps.size(); ++s)
                if (changed && draw < r.wave.steps.at(s).shareOnNew)
                    ++missesBy[size_t(s)];
        }
        const double observed = double(moved) / double(n);
        const double sigma = std::sqrt(p * (1 - p) / double(n));
        QVERIFY2(std::abs(observed - p) < 5 * sigma + 1e-6,
                 qPrintable(QStringLiteral("exact %1, counted %2, sigma %3").arg(p).arg(observed).arg(sigma)));

        for (int s = 0; s < r.wave.steps.size(); ++s) {
            const MigrationStep &step = r.wave.steps.at(s);
            const double q = step.cumulativeMisses;
            const double counted = double(missesBy[size_t(s)]) / double(n);
            const double sd = std::sqrt(std::max(q * (1 - q), 1e-12) / double(n));
            QVERIFY2(std::abs(counted - q) < 5 * sd + 1e-6,
                     qPrintable(QStringLiteral("step %1: model %2, counted %3").arg(s).arg(q).arg(counted)));
        }
        QCOMPARE(r.wave.steps.last().cumulativeMisses, p);
    }

    void migrationStepsAddUp()
    {
        const QList<MigrationStep> steps = Advisor::migration(0.4, {0.01, 0.1, 0.5, 1.0});
        QCOMPARE(steps.size(), 4);
        double sum = 0;
        for (const MigrationStep &s : steps)
            sum += s.stepMisses;
        QVERIFY(qAbs(sum - 0.4) < 1e-12);
        QVERIFY(qAbs(steps.at(1).stepMisses - 0.09 * 0.4) < 1e-12);
        QVERIFY(qAbs(steps.at(2).cumulativeMisses - 0.2) < 1e-12);
    }

    void generalisedRemapOfAnyTwoConfigs()
    {
        // Ring size change (Envoy 1,024 → 16,000) and algorithm change (ring → Maglev).
        ProxyConfig a, b, m;
        ConfigError e;
        QVERIFY(ProxyConfigReader::readFile(dataFile(QStringLiteral("configs/envoy/seed-envoy-default.yaml")), {}, &a, &e));
        QVERIFY(ProxyConfigReader::readFile(dataFile(QStringLiteral("configs/envoy/seed-envoy-ring-16000.yaml")), {}, &b, &e));
        QVERIFY(ProxyConfigReader::readFile(dataFile(QStringLiteral("configs/envoy/bootstrap-maglev.yaml")), {}, &m, &e));
        QString error;
        auto ra = Advisor::build(a, &error);
        auto rb = Advisor::build(b, &error);
        auto rm = Advisor::build(m, &error);
        QVERIFY(ra && rb && rm);
        AdvisorOptions o;
        o.remapKeys = 200000;
        const RolloutWave ab = Advisor::wave(*ra, *rb, o);
        QVERIFY(ab.exact);
        QVERIFY(ab.movedFraction > 0.5 && ab.movedFraction < 1); // new points everywhere: most keys move
        const RolloutWave same = Advisor::wave(*ra, *ra, o);
        QCOMPARE(same.movedFraction, 0.0);
        const RolloutWave am = Advisor::wave(*ra, *rm, o);
        QVERIFY(am.movedFraction > 0.9); // unrelated placements: about 1 - 1/N
    }
};

QTEST_GUILESS_MAIN(TestRolloutWave)
#include "tst_rolloutwave.moc"
