#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/systems/envoy/maglevtable.h"
#include "support/testpaths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include <cmath>
#include <numeric>

using namespace ringcore;

namespace {

QJsonObject peers()
{
    static const QJsonObject root = [] {
        QFile f(ringlab::test::dataFile(QStringLiteral("peers/test_vectors.json")));
        if (!f.open(QIODevice::ReadOnly))
            return QJsonObject();
        return QJsonDocument::fromJson(f.readAll()).object();
    }();
    return root;
}

struct Case
{
    ServerList servers;
    QList<QByteArray> keys;
    EnvoyHostWeights::Result weights;
    uint64_t tableSize = MaglevTable::kDefaultTableSize;
    AlgorithmOptions options; ///< table size and use-hostname-for-hashing as registry options
};

Case caseFrom(const QJsonObject &e, bool reversed)
{
    Case c;
    QJsonArray hosts = e.value(QStringLiteral("hosts")).toArray();
    bool named = false;
    for (const QJsonValue &h : hosts) {
        // BasicWithHostName: hosts named "90".."95" at tcp://127.0.0.1:90.., hashed by name.
        const QJsonArray pair = h.toArray();
        const QString text = pair[0].toString();
        Server s{text, pair[1].toInt(), false};
        if (!text.contains(QLatin1Char(':'))) { // a name, not host:port
            s.address = QStringLiteral("127.0.0.1:") + text;
            s.hashName = text;
            named = true;
        }
        c.servers.append(s);
    }
    if (reversed)
        std::reverse(c.servers.begin(), c.servers.end());
    QString error;
    if (!EnvoyHostWeights::hostKeys(c.servers, named, &c.keys, &error))
        qWarning("hostKeys: %s", qPrintable(error));
    if (named)
        c.options.insert(EnvoyHostWeights::kHostnameOption, QStringLiteral("true"));
    c.tableSize = uint64_t(e.value(QStringLiteral("table_size")).toInteger());
    c.options.insert(QStringLiteral("table-size"), QString::number(c.tableSize));
    if (e.contains(QStringLiteral("localities"))) {
        QList<QList<int>> localities;
        for (const QJsonValue &l : e.value(QStringLiteral("localities")).toArray()) {
            QList<int> members;
            for (const QJsonValue &m : l.toArray())
                members.append(m.toInt());
            localities.append(members);
        }
        QList<uint32_t> lw;
        for (const QJsonValue &w : e.value(QStringLiteral("locality_weights")).toArray())
            lw.append(uint32_t(w.toInt()));
        c.weights = EnvoyHostWeights::normalizeLocalities(c.servers, localities, lw);
    } else {
        c.weights = EnvoyHostWeights::normalize(c.servers);
    }
    return c;
}

ServerList harness(int n)
{
    ServerList s;
    for (int i = 0; i < n; ++i)
        s.append(Server{QStringLiteral("127.0.0.1:%1").arg(9001 + i), 1, false});
    return s;
}

} // namespace

class TestMaglevTable : public QObject
{
    Q_OBJECT
private slots:
    void peerVectors_data()
    {
        QTest::addColumn<QJsonObject>("entry");
        QTest::addColumn<bool>("reversed");
        const QJsonArray all = peers().value(QStringLiteral("envoy_maglev")).toArray();
        QVERIFY(all.size() >= 8);
        for (const QJsonValue &e : all) {
            const QJsonObject o = e.toObject();
            const QString name = o.value(QStringLiteral("name")).toString();
            QTest::newRow(qPrintable(name)) << o << false;
            if (o.value(QStringLiteral("order_invariant")).toBool())
                QTest::newRow(qPrintable(name + QStringLiteral("-reversed"))) << o << true;
        }
    }
    void peerVectors()
    {
        QFETCH(QJsonObject, entry);
        QFETCH(bool, reversed);
        const Case c = caseFrom(entry, reversed);
        const int n = int(c.servers.size());
        auto original = [&](int i) { return reversed ? n - 1 - i : i; }; // index in the vector's host list
        QString error;
        std::unique_ptr<MaglevTable> t;
        if (!entry.contains(QStringLiteral("localities"))) {
            // Through the registry, as every front end builds it (hash names, options).
            auto built = AlgorithmRegistry::create(QStringLiteral("maglev"), c.servers, c.options, &error);
            QVERIFY2(built, qPrintable(error));
            t.reset(dynamic_cast<MaglevTable *>(built.release()));
        } else {
            t = MaglevTable::createNormalized(c.servers, c.keys, c.weights, c.tableSize, &error);
        }
        QVERIFY2(t, qPrintable(error));
        QCOMPARE(t->pointCount(), size_t(c.tableSize));
        int checks = 0;
        if (entry.contains(QStringLiteral("expect_stats"))) {
            const QJsonArray st = entry.value(QStringLiteral("expect_stats")).toArray();
            uint64_t mn = UINT64_MAX, mx = 0;
            for (const EnvoyHostWeights::Entry &e : c.weights.entries) {
                mn = std::min(mn, t->slotsPerServer()[size_t(e.server)]);
                mx = std::max(mx, t->slotsPerServer()[size_t(e.server)]);
            }
            QCOMPARE(mn, uint64_t(st[0].toInteger()));
            QCOMPARE(mx, uint64_t(st[1].toInteger()));
            ++checks;
        }
        if (entry.contains(QStringLiteral("assignments"))) {
            const QJsonArray a = entry.value(QStringLiteral("assignments")).toArray();
            for (uint64_t h = 0; h < uint64_t(3 * a.size()); ++h)
                QCOMPARE(original(t->routeHash(h)), a[qsizetype(h % uint64_t(a.size()))].toInt());
            ++checks;
        }
        for (const QJsonValue &rv : entry.value(QStringLiteral("retry")).toArray()) {
            const QJsonObject r = rv.toObject();
            const uint64_t h = uint64_t(r.value(QStringLiteral("hash")).toInteger());
            const int retries = r.value(QStringLiteral("retry_count")).toInt();
            const bool rejectAll = r.value(QStringLiteral("reject")).toString() == QLatin1String("all");
            QList<int> reject;
            for (const QJsonValue &x : r.value(QStringLiteral("reject")).toArray())
                reject.append(x.toInt());
            int host = -1;
            for (int attempt = 0; attempt <= retries; ++attempt) {
                host = original(t->routeHash(h, uint32_t(attempt)));
                if (!rejectAll && !reject.contains(host))
                    break;
            }
            QCOMPARE(host, r.value(QStringLiteral("expect")).toInt());
            ++checks;
        }
        if (entry.contains(QStringLiteral("counts"))) {
            const QJsonObject cnt = entry.value(QStringLiteral("counts")).toObject();
            const auto &slotCounts = t->slotsPerServer();
            // LocalityWeightedLopsided: host 0 alone in the heavy locality, 1023 light hosts.
            QCOMPARE(slotCounts[size_t(original(0))], uint64_t(cnt.value(QStringLiteral("expect_heavy")).toInteger()));
            for (int i = 1; i < n; ++i)
                QCOMPARE(slotCounts[size_t(original(i))], uint64_t(cnt.value(QStringLiteral("expect_each_light")).toInteger()));
            ++checks;
        }
        QVERIFY2(checks > 0, "entry had nothing to check");
    }

    void equalWeightsNearlyEqualSlots()
    {
        const ServerList s = harness(100);
        auto t = AlgorithmRegistry::create(QStringLiteral("maglev"), s, {}, nullptr);
        QVERIFY(t);
        QCOMPARE(t->pointCount(), size_t(65537));
        auto *m = dynamic_cast<MaglevTable *>(t.get());
        const auto &slotCounts = m->slotsPerServer();
        const auto [lo, hi] = std::minmax_element(slotCounts.begin(), slotCounts.end());
        QVERIFY2(*hi - *lo <= 1, qPrintable(QStringLiteral("%1..%2").arg(*lo).arg(*hi)));
        const auto shares = t->shares();
        QVERIFY(std::abs(std::accumulate(shares.begin(), shares.end(), 0.0) - 1.0) < 1e-12);
        for (size_t i = 0; i < shares.size(); ++i)
            QVERIFY(std::abs(shares[i] - double(slotCounts[i]) / 65537.0) < 1e-12);
        // 100 hosts need 7 bits per slot: Envoy picks the compact table.
        QVERIFY(m->usesCompactTable());
        QCOMPARE(t->memoryBytes(), size_t(16 * 100 + (7 * 65537 + 7) / 8));
        const auto table = t->table();
        QCOMPARE(table.size(), size_t(65537));
        QCOMPARE(t->route("/objects/0123456789abcdef"), table[size_t(t->hashKey("/objects/0123456789abcdef") % 65537)]);
    }

    void weightsAndDown()
    {
        ServerList s = harness(10);
        s[0].weight = 3;
        s[5].down = true;
        auto t = AlgorithmRegistry::create(QStringLiteral("maglev"), s, {{QStringLiteral("table-size"), QStringLiteral("10007")}}, nullptr);
        QVERIFY(t);
        const auto shares = t->shares();
        QCOMPARE(shares[5], 0.0);
        for (int i = 0; i < 10; ++i)
            if (i != 5)
                QVERIFY(shares[size_t(i)] > 0.05);
        QVERIFY(std::abs(shares[0] / shares[1] - 3.0) < 0.05);
        for (int h = 0; h < 1000; ++h)
            QVERIFY(t->routeHash(uint64_t(h) * 0x9E3779B97F4A7C15ULL) != 5);
    }

    void removalMovesOtherKeysToo()
    {
        // Maglev is "minimal disruption", not zero: removing a host reshuffles a few other slotCounts.
        ServerList a = harness(100);
        ServerList b = a;
        b[41].down = true;
        auto ta = AlgorithmRegistry::create(QStringLiteral("maglev"), a, {}, nullptr);
        auto tb = AlgorithmRegistry::create(QStringLiteral("maglev"), b, {}, nullptr);
        const auto x = ta->table(), y = tb->table();
        int fromRemoved = 0, others = 0;
        for (size_t i = 0; i < x.size(); ++i) {
            QVERIFY(y[i] != 41);
            if (x[i] == 41)
                ++fromRemoved;
            else if (x[i] != y[i])
                ++others;
        }
        qInfo("maglev 65537, one of 100 removed: %d slotCounts from it, %d other slotCounts moved", fromRemoved, others);
        QVERIFY(fromRemoved > 600 && fromRemoved < 700);
        QVERIFY(others > 0);
        QVERIFY(others < fromRemoved);
    }

    void badTableSize_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("mustMention");
        QTest::newRow("not-prime") << "65536" << "prime";
        QTest::newRow("one") << "1" << "2-5,000,011";
        QTest::newRow("too-big") << "5000012" << "2-5,000,011";
    }
    void badTableSize()
    {
        QFETCH(QString, value);
        QFETCH(QString, mustMention);
        QString error;
        QVERIFY(!AlgorithmRegistry::create(QStringLiteral("maglev"), harness(3), {{QStringLiteral("table-size"), value}}, &error));
        QVERIFY2(error.contains(mustMention) && error.contains(QStringLiteral("table-size")), qPrintable(error));
    }

    void primes()
    {
        QVERIFY(MaglevTable::isPrime(2));
        QVERIFY(MaglevTable::isPrime(65537));
        QVERIFY(MaglevTable::isPrime(5000011));
        QVERIFY(!MaglevTable::isPrime(1));
        QVERIFY(!MaglevTable::isPrime(65535));
    }
};

QTEST_GUILESS_MAIN(TestMaglevTable)
#include "tst_maglevtable.moc"
