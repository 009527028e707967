// Remap, removal and addition analysis: exact (interval / table) results agree with routing
// keys one by one, and the removal/addition summaries say what they should.
#include "support/testservers.h"

#include "ringcore/analysis/remapanalysis.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QTest>

#include <cmath>

using namespace ringcore;
using ringlab::test::makeServers;

namespace {

std::unique_ptr<Algorithm> build(const QString &name, const ServerList &servers, const AlgorithmOptions &o = {})
{
    QString error;
    auto a = AlgorithmRegistry::create(name, servers, o, &error);
    if (!a)
        qWarning("%s", qPrintable(error));
    return a;
}

// |keys estimate − exact| within 5 binomial standard deviations.
bool agrees(double exact, double estimate, qint64 keys)
{
    const double sigma = std::sqrt(std::max(exact * (1 - exact), 1e-9) / double(keys));
    return std::abs(exact - estimate) <= 5 * sigma + 1e-4;
}

} // namespace

class TestRemapAnalysis : public QObject
{
    Q_OBJECT

private slots:
    void exactAgreesWithKeys_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("method");
        QTest::addColumn<QString>("option");
        QTest::newRow("modulo") << QStringLiteral("modulo") << QStringLiteral("table") << QString();
        // Ring ports (other helpers' code, used through the registry).
        QVERIFY(AlgorithmRegistry::find(QStringLiteral("nginx")));
        for (const QString &n : {QStringLiteral("nginx"), QStringLiteral("envoy-ring"), QStringLiteral("ketama-v1")})
            if (AlgorithmRegistry::find(n))
                QTest::newRow(qPrintable(n)) << n << QStringLiteral("intervals") << QString();
        if (AlgorithmRegistry::find(QStringLiteral("maglev")))
            QTest::newRow("maglev") << QStringLiteral("maglev") << QStringLiteral("table") << QString();
    }

    void exactAgreesWithKeys()
    {
        QFETCH(QString, name);
        QFETCH(QString, method);
        QFETCH(QString, option);
        AlgorithmOptions options;
        if (!option.isEmpty())
            options.insert(option.section(QLatin1Char('='), 0, 0), option.section(QLatin1Char('='), 1));
        ServerList list = makeServers(12);
        auto before = build(name, list, options);
        list[4].down = true;
        auto after = build(name, list, options);
        QVERIFY(before && after);
        const KeySource keys = KeySource::generated(60000, 3);
        const RemovalResult exact = RemapAnalysis::removal(*before, *after, {4}, keys, RemapAnalysis::Mode::Auto);
        QCOMPARE(RemapResult::methodName(exact.remap.method), method);
        QCOMPARE(exact.remap.keys, qint64(0));
        const RemovalResult byKeys = RemapAnalysis::removal(*before, *after, {4}, keys, RemapAnalysis::Mode::KeysOnly);
        QCOMPARE(byKeys.remap.keys, qint64(60000));
        QVERIFY2(agrees(exact.removedFraction, byKeys.removedFraction, byKeys.remap.keys),
                 qPrintable(QStringLiteral("%1 vs %2").arg(exact.removedFraction).arg(byKeys.removedFraction)));
        QVERIFY(agrees(exact.remap.movedFraction, byKeys.remap.movedFraction, byKeys.remap.keys));
        QVERIFY(agrees(exact.movedBetweenSurvivors, byKeys.movedBetweenSurvivors, byKeys.remap.keys));
        // Shares before sum to 1 and match the algorithm's own exact shares.
        const auto shares = before->shares();
        double sum = 0;
        for (size_t i = 0; i < shares.size(); ++i) {
            QVERIFY(std::abs(exact.remap.before[i] - shares[i]) < 1e-9);
            sum += exact.remap.before[i];
        }
        QVERIFY(std::abs(sum - 1) < 1e-9);
        // Key counts are consistent.
        QCOMPARE(byKeys.removedKeys, byKeys.remap.beforeKeys[4]);
        QCOMPARE(byKeys.remap.afterKeys[4], qint64(0));
    }

    void ringRemovalMovesNothingElse()
    {
        ServerList list = makeServers(20);
        auto before = build(QStringLiteral("nginx"), list);
        list[7].down = true;
        auto after = build(QStringLiteral("nginx"), list);
        const RemovalResult r = RemapAnalysis::removal(*before, *after, {7}, KeySource(), RemapAnalysis::Mode::ExactOnly);
        QVERIFY(r.remap.exact());
        QCOMPARE(r.movedBetweenSurvivors, 0.0);
        QVERIFY(r.receivers > 10);
        double received = 0;
        for (double v : r.received)
            received += v;
        QVERIFY(std::abs(received - 1) < 1e-9);
        QVERIFY(r.largestTakerShare > 0 && r.largestTakerShare < 0.5);
        QVERIFY(std::abs(r.remap.movedFraction - r.removedFraction) < 1e-12);
    }

    void moduloTableIsExact()
    {
        // hash mod 10 vs hash mod 9 (servers 0..8 keep slots 0..8): a key stays when
        // h mod 10 == h mod 9 — exactly 9 of the 90 residue pairs (i, i) for i < 9 — so 9/10·...
        // The table cross-count gives P(same) = Σ_i 1/90 over i<9 = 0.1.
        ServerList list = makeServers(10);
        auto before = build(QStringLiteral("modulo"), list);
        list[9].down = true;
        auto after = build(QStringLiteral("modulo"), list);
        const RemapResult r = RemapAnalysis::remap(*before, *after, KeySource(), RemapAnalysis::Mode::ExactOnly);
        QCOMPARE(r.method, RemapResult::Method::Table);
        QVERIFY2(std::abs(r.movedFraction - 0.9) < 1e-12, qPrintable(QString::number(r.movedFraction, 'g', 17)));
    }

    void additionAgainstIdeal_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<double>("lowest");
        QTest::addColumn<double>("highest");
        // 20 servers + 1: ideal 1/21 = 0.0476.
        QTest::newRow("rendezvous") << QStringLiteral("rendezvous") << 0.040 << 0.056;
        QTest::newRow("anchor") << QStringLiteral("anchor") << 0.040 << 0.056;
        QTest::newRow("jump") << QStringLiteral("jump") << 0.040 << 0.056;
        QTest::newRow("modulo") << QStringLiteral("modulo") << 0.90 << 1.0;
    }

    void additionAgainstIdeal()
    {
        QFETCH(QString, name);
        QFETCH(double, lowest);
        QFETCH(double, highest);
        AdditionResult r;
        QString error;
        QVERIFY2(RemapAnalysis::addition(name, makeServers(20), {}, Server{QStringLiteral("10.9.9.9:80"), 1, false},
                                         KeySource::generated(40000, 9), RemapAnalysis::Mode::Auto, &r, &error),
                 qPrintable(error));
        QCOMPARE(r.idealFraction, 1.0 / 21);
        QVERIFY2(r.movedFraction >= lowest && r.movedFraction <= highest, qPrintable(QString::number(r.movedFraction)));
        if (name != QLatin1String("modulo"))
            QCOMPARE(r.movedBetweenOthers, 0.0);
        QCOMPARE(r.remap.addresses.size(), 21);
        QCOMPARE(r.added, 20);
    }

    void boundedLoadsComparedByKeys()
    {
        ServerList list = makeServers(10);
        auto before = build(QStringLiteral("bounded-loads"), list);
        list[2].down = true;
        auto after = build(QStringLiteral("bounded-loads"), list);
        QCOMPARE(RemapAnalysis::exactMethod(*before, *after), RemapResult::Method::Keys);
        const RemovalResult r = RemapAnalysis::removal(*before, *after, {2}, KeySource::generated(10000, 1));
        QCOMPARE(r.remap.keys, qint64(10000));
        QVERIFY(r.removedKeys > 500);
    }

    void differentServerListsMatchByAddress()
    {
        // Same servers listed in a different order: rendezvous routes by address, nothing moves.
        ServerList a = makeServers(8);
        ServerList b = a;
        std::reverse(b.begin(), b.end());
        auto x = build(QStringLiteral("rendezvous"), a);
        auto y = build(QStringLiteral("rendezvous"), b);
        const RemapResult r = RemapAnalysis::remap(*x, *y, KeySource::generated(5000, 1));
        QCOMPARE(r.movedKeys, qint64(0));
        QCOMPARE(r.addresses.size(), 8);
    }

    void badRemovalIndex()
    {
        RemovalResult r;
        QString error;
        QVERIFY(!RemapAnalysis::removal(QStringLiteral("jump"), makeServers(3), {}, {5}, KeySource::generated(10, 1),
                                        RemapAnalysis::Mode::Auto, &r, &error));
        QVERIFY(error.contains(QStringLiteral("1-3")));
    }
};

QTEST_GUILESS_MAIN(TestRemapAnalysis)
#include "tst_remapanalysis.moc"
