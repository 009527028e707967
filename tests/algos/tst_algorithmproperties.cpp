// Properties every registered algorithm must have, and the consistency promises of the
// non-proxy schemes (removal moves only the removed server's keys where promised).
#include "support/testservers.h"

#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/rendezvoushash.h"

#include <QTest>

#include <cmath>
#include <set>

using namespace ringcore;
using ringlab::test::makeServers;

namespace {

QByteArray keyText(int i)
{
    return QByteArrayLiteral("/objects/") + QByteArray::number(quint64(i) * 2654435761ULL, 16);
}

std::unique_ptr<Algorithm> build(const QString &name, const ServerList &servers, const AlgorithmOptions &options = {})
{
    QString error;
    auto a = AlgorithmRegistry::create(name, servers, options, &error);
    if (!a)
        qWarning("%s: %s", qPrintable(name), qPrintable(error));
    return a;
}

} // namespace

class TestAlgorithmProperties : public QObject
{
    Q_OBJECT

private slots:
    void everyRegistered_data()
    {
        QTest::addColumn<QString>("name");
        for (const QString &n : AlgorithmRegistry::names())
            QTest::newRow(qPrintable(n)) << n;
        QVERIFY(AlgorithmRegistry::names().contains(QStringLiteral("jump")));
    }

    void everyRegistered()
    {
        QFETCH(QString, name);
        ServerList list = makeServers(40);
        for (int i : {0, 7, 21, 39})
            list[i].down = true;
        // Traffic Server hashes host names, not ports: the test servers share one host.
        AlgorithmOptions options;
        if (name == QLatin1String("trafficserver"))
            options.insert(QStringLiteral("hash-string"), QStringLiteral("address"));
        auto a = build(name, list, options);
        QVERIFY(a);
        const std::vector<double> shares = a->shares();
        QCOMPARE(shares.size(), size_t(list.size()));
        double sum = 0;
        for (int i = 0; i < list.size(); ++i) {
            QVERIFY(shares[size_t(i)] >= 0);
            if (list[i].down)
                QCOMPARE(shares[size_t(i)], 0.0);
            sum += shares[size_t(i)];
        }
        QVERIFY2(std::abs(sum - 1.0) < 1e-9, qPrintable(QString::number(sum, 'g', 17)));
        // Keys reach only enabled servers, and in proportion to the exact shares.
        const int keys = 40000;
        std::vector<int> counts(size_t(list.size()), 0);
        for (int k = 0; k < keys; ++k) {
            const int s = a->route(keyText(k));
            QVERIFY(s >= 0 && s < list.size());
            QVERIFY(!list[s].down);
            ++counts[size_t(s)];
        }
        for (size_t i = 0; i < counts.size(); ++i) {
            const double expected = shares[i] * keys;
            const double sigma = std::sqrt(std::max(expected, 1.0));
            QVERIFY2(std::abs(counts[i] - expected) < 6 * sigma + 5,
                     qPrintable(QStringLiteral("server %1: %2 keys, share predicts %3").arg(i).arg(counts[i]).arg(expected)));
        }
    }

    void removalMovesOnlyRemovedKeys_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("removed");
        QTest::newRow("rendezvous") << QStringLiteral("rendezvous") << 13;
        QTest::newRow("anchor") << QStringLiteral("anchor") << 13;
        QTest::newRow("multiprobe") << QStringLiteral("multiprobe") << 13;
        QTest::newRow("bounded-loads (unloaded ring)") << QStringLiteral("bounded-loads") << 13;
        QTest::newRow("jump, last server") << QStringLiteral("jump") << 29;
        QTest::newRow("rendezvous-fast") << QStringLiteral("rendezvous-fast") << 13;
        QTest::newRow("dx") << QStringLiteral("dx") << 13;
        QTest::newRow("jumpback, last server") << QStringLiteral("jumpback") << 29;
        QTest::newRow("flip, last server") << QStringLiteral("flip") << 29;
        QTest::newRow("power, last server") << QStringLiteral("power") << 29;
        QTest::newRow("binomial, last server") << QStringLiteral("binomial") << 29;
    }

    void removalMovesOnlyRemovedKeys()
    {
        QFETCH(QString, name);
        QFETCH(int, removed);
        ServerList list = makeServers(30);
        auto before = build(name, list);
        list[removed].down = true;
        auto after = build(name, list);
        QVERIFY(before && after);
        int onRemoved = 0;
        std::set<int> receivers;
        for (int k = 0; k < 30000; ++k) {
            const QByteArray key = keyText(k);
            const int b = before->route(key);
            const int a = after->route(key);
            if (b == removed) {
                ++onRemoved;
                QVERIFY(a != removed);
                receivers.insert(a);
            } else {
                QCOMPARE(a, b);
            }
        }
        QVERIFY(onRemoved > 500);
        QVERIFY(receivers.size() > 1 || name == QLatin1String("jump"));
    }

    void jumpMiddleRemovalMovesOthers()
    {
        // Documented cost of renumbering: removing from the middle moves survivors' keys too.
        ServerList list = makeServers(30);
        auto before = build(QStringLiteral("jump"), list);
        list[5].down = true;
        auto after = build(QStringLiteral("jump"), list);
        int movedOthers = 0;
        for (int k = 0; k < 20000; ++k) {
            const int b = before->route(keyText(k));
            if (b != 5 && after->route(keyText(k)) != b)
                ++movedOthers;
        }
        QVERIFY(movedOthers > 1000);
    }

    void moduloMovesAlmostEverything()
    {
        ServerList list = makeServers(20);
        auto before = build(QStringLiteral("modulo"), list);
        list[19].down = true;
        auto after = build(QStringLiteral("modulo"), list);
        int moved = 0;
        const int keys = 20000;
        for (int k = 0; k < keys; ++k)
            moved += before->route(keyText(k)) != after->route(keyText(k));
        // hash mod 20 vs hash mod 19 agree on about 1/20 of keys.
        QVERIFY2(moved > keys * 0.9, qPrintable(QString::number(moved)));
    }

    void weightsScaleShares_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("rendezvous") << QStringLiteral("rendezvous");
        QTest::newRow("rendezvous-fast") << QStringLiteral("rendezvous-fast");
        QTest::newRow("modulo") << QStringLiteral("modulo");
        QTest::newRow("multiprobe") << QStringLiteral("multiprobe");
        QTest::newRow("bounded-loads") << QStringLiteral("bounded-loads");
    }

    void weightsScaleShares()
    {
        QFETCH(QString, name);
        ServerList list = makeServers(10);
        list[2].weight = 5;
        auto a = build(name, list);
        QVERIFY(a);
        const auto shares = a->shares();
        // Fair share is 5/14 for the heavy server; ring schemes are within their spread.
        QVERIFY2(std::abs(shares[2] - 5.0 / 14.0) < 0.08, qPrintable(QString::number(shares[2])));
        if (name.startsWith(QLatin1String("rendezvous")))
            QCOMPARE(shares[2], 5.0 / 14.0);
    }

    void rendezvousScoresPickWinner()
    {
        auto a = build(QStringLiteral("rendezvous"), makeServers(12));
        auto *hrw = dynamic_cast<RendezvousHash *>(a.get());
        QVERIFY(hrw);
        for (int k = 0; k < 200; ++k) {
            const uint64_t h = a->hashKey(keyText(k));
            const std::vector<double> sc = hrw->scores(h);
            const auto best = std::max_element(sc.begin(), sc.end()) - sc.begin();
            QCOMPARE(int(best), a->routeHash(h));
        }
    }
};

QTEST_APPLESS_MAIN(TestAlgorithmProperties)
#include "tst_algorithmproperties.moc"
