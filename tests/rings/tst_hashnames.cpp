#include "ringcore/core/serverlistparser.h"
#include "ringcore/keys/keygenerator.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/systems/envoy/envoyhostweights.h"

#include <QTest>

#include <functional>

using namespace ringcore;

namespace {

constexpr int kServers = 12;
constexpr int kKeys = 3000;

/// Servers at 10.0.0.i:port, each with the hash name `name(i)`.
ServerList named(int port, const std::function<QString(int)> &name)
{
    ServerList s;
    for (int i = 0; i < kServers; ++i)
        s.append(Server{QStringLiteral("10.0.0.%1:%2").arg(i + 1).arg(port), 1, false, name(i)});
    return s;
}

/// The same servers without names (the system's rule applied to the addresses).
ServerList unnamed(ServerList s)
{
    for (Server &x : s)
        x.hashName.clear();
    return s;
}

/// Servers whose *address* is the text: what the system would hash if the config wrote it.
ServerList addressedAs(const std::function<QString(int)> &address)
{
    ServerList s;
    for (int i = 0; i < kServers; ++i)
        s.append(Server{address(i), 1, false});
    return s;
}

std::vector<int> routes(const QString &algorithm, const ServerList &servers, const AlgorithmOptions &options = {})
{
    QString error;
    auto a = AlgorithmRegistry::create(algorithm, servers, options, &error);
    if (!a) {
        qWarning("%s: %s", qPrintable(algorithm), qPrintable(error));
        return {};
    }
    const KeyGenerator keys(7);
    std::vector<int> out;
    out.reserve(kKeys);
    for (int k = 0; k < kKeys; ++k)
        out.push_back(a->route(keys.key(uint64_t(k))));
    return out;
}

QString cacheName(int i) { return QStringLiteral("cache-%1.example").arg(i + 1); }
QString cacheNamePort(int i) { return QStringLiteral("cache-%1.example:8080").arg(i + 1); }

} // namespace

/// Each port hashes what its system hashes: the hash name where the system hashes a name, the
/// address (or a number or id) where it does not.
class TestHashNames : public QObject
{
    Q_OBJECT
private slots:
    /// nginx (server text), Varnish (ident), Caddy (dial text): a server with hash name N routes
    /// exactly as a server whose address is N would, and not as its bare address does.
    void namesAreHashedAsText_data()
    {
        QTest::addColumn<QString>("algorithm");
        for (const char *a : {"nginx", "varnish-shard", "caddy", "rendezvous", "rendezvous-fast", "multiprobe",
                              "bounded-loads"})
            QTest::newRow(a) << QString::fromLatin1(a);
    }
    void namesAreHashedAsText()
    {
        QFETCH(QString, algorithm);
        const ServerList withNames = named(8080, cacheNamePort);
        const std::vector<int> byName = routes(algorithm, withNames);
        QCOMPARE(int(byName.size()), kKeys);
        QCOMPARE(byName, routes(algorithm, addressedAs(cacheNamePort)));
        QVERIFY(byName != routes(algorithm, unnamed(withNames)));
    }

    /// HAProxy hashes its numeric server ids, pingora-ketama socket addresses, the index-based
    /// schemes positions: a hash name changes none of their routes.
    void namesAreIgnored_data()
    {
        QTest::addColumn<QString>("algorithm");
        for (const char *a : {"haproxy", "ketama-v1", "ketama-v2", "jump", "modulo", "anchor", "memento", "maglev",
                              "envoy-ring"})
            QTest::newRow(a) << QString::fromLatin1(a);
    }
    void namesAreIgnored()
    {
        QFETCH(QString, algorithm);
        const ServerList withNames = named(8080, cacheNamePort);
        const std::vector<int> byName = routes(algorithm, withNames);
        QCOMPARE(int(byName.size()), kKeys);
        QCOMPARE(byName, routes(algorithm, unnamed(withNames)));
    }

    /// Envoy with use_hostname_for_hashing: the host name alone (no port); a STRICT_DNS address
    /// without a name hashes its DNS name; an IP address without a name is refused.
    void envoyHostnames_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::newRow("envoy-ring") << QStringLiteral("envoy-ring");
        QTest::newRow("maglev") << QStringLiteral("maglev");
    }
    void envoyHostnames()
    {
        QFETCH(QString, algorithm);
        const AlgorithmOptions on{{EnvoyHostWeights::kHostnameOption, QStringLiteral("true")}};
        const ServerList withNames = named(8080, cacheName);
        const std::vector<int> byName = routes(algorithm, withNames, on);
        QCOMPARE(int(byName.size()), kKeys);
        // The port does not matter, only the name: the same names on other ports route the same.
        QCOMPARE(byName, routes(algorithm, named(9090, cacheName), on));
        // STRICT_DNS endpoints cache-i.example:8080 without an endpoint hostname hash their DNS name.
        QCOMPARE(byName, routes(algorithm, addressedAs(cacheNamePort), on));
        QVERIFY(byName != routes(algorithm, withNames));
        QString error;
        QVERIFY(!AlgorithmRegistry::create(algorithm, unnamed(withNames), on, &error));
        QVERIFY2(error.contains(QStringLiteral("10.0.0.1:8080")) && error.contains(EnvoyHostWeights::kHostnameOption),
                 qPrintable(error));
        ServerList twice = withNames;
        twice[3].hashName = twice[1].hashName;
        QVERIFY(!AlgorithmRegistry::create(algorithm, twice, on, &error));
        QVERIFY2(error.contains(QStringLiteral("cache-2.example")), qPrintable(error));
        QVERIFY(!AlgorithmRegistry::create(algorithm, withNames, {{EnvoyHostWeights::kHostnameOption, QStringLiteral("yes")}},
                                           &error));
        QVERIFY2(error.contains(EnvoyHostWeights::kHostnameOption), qPrintable(error));
    }

    /// Traffic Server hashes the parent's host name (not the port) or its &hash_string.
    void trafficServerHostNames()
    {
        const ServerList withNames = named(8080, cacheName);
        const std::vector<int> byName = routes(QStringLiteral("trafficserver"), withNames);
        QCOMPARE(int(byName.size()), kKeys);
        QCOMPARE(byName, routes(QStringLiteral("trafficserver"), addressedAs(cacheNamePort)));
        QVERIFY(byName != routes(QStringLiteral("trafficserver"), unnamed(withNames)));
        // Names make parents on one host distinct: 127.0.0.1:9001-9012 alone share one host name.
        QString error;
        ServerList oneHost = ServerListParser::parseServers(QStringLiteral("127.0.0.1:9001-9012"), &error);
        QVERIFY(!AlgorithmRegistry::create(QStringLiteral("trafficserver"), oneHost, {}, &error));
        QVERIFY(ServerListParser::applyHashNames(oneHost, QStringLiteral("p{1..12}"), &error));
        QVERIFY2(AlgorithmRegistry::create(QStringLiteral("trafficserver"), oneHost, {}, &error), qPrintable(error));
    }

    /// twemproxy: the explicit name of `host:port:weight name`; without one the host alone when
    /// the port is 11211. names=numbered still numbers the servers.
    void twemproxyNames()
    {
        const QString a = QStringLiteral("twemproxy-ketama");
        const ServerList withNames = named(11211, cacheName);
        const std::vector<int> byName = routes(a, withNames);
        QCOMPARE(int(byName.size()), kKeys);
        QCOMPARE(byName, routes(a, addressedAs([](int i) { return cacheName(i) + QStringLiteral(":11211"); })));
        QVERIFY(byName != routes(a, unnamed(withNames)));
        const AlgorithmOptions numbered{{QStringLiteral("names"), QStringLiteral("numbered")}};
        QCOMPARE(routes(a, withNames, numbered), routes(a, unnamed(withNames), numbered));
    }

    /// dnsdist hashes the server's id: a hash name that is a UUID is the id (newServer{id=…});
    /// other names are labels it does not hash.
    void dnsdistIds()
    {
        const QString a = QStringLiteral("dnsdist-chashed");
        const AlgorithmOptions heavy; // defaults: perturbation 0, numbered ids
        auto numberedId = [](int position) {
            return QStringLiteral("00000000-0000-4000-8000-%1").arg(position, 12, 16, QLatin1Char('0'));
        };
        ServerList plain = named(53, [](int) { return QString(); });
        for (Server &s : plain)
            s.weight = 50;
        const std::vector<int> base = routes(a, plain, heavy);
        QCOMPARE(int(base.size()), kKeys);
        // Labels are not hashed.
        ServerList labelled = plain;
        for (int i = 0; i < kServers; ++i)
            labelled[i].hashName = QStringLiteral("ns%1").arg(i + 1);
        QCOMPARE(routes(a, labelled, heavy), base);
        // Servers 1 and 2 swap ids: their keys swap.
        ServerList swapped = plain;
        swapped[0].hashName = numberedId(2);
        swapped[1].hashName = numberedId(1);
        const std::vector<int> got = routes(a, swapped, heavy);
        int moved = 0;
        for (int k = 0; k < kKeys; ++k) {
            const int expected = base[size_t(k)] == 0 ? 1 : base[size_t(k)] == 1 ? 0 : base[size_t(k)];
            QCOMPARE(got[size_t(k)], expected);
            moved += base[size_t(k)] <= 1;
        }
        QVERIFY(moved > 0);
    }

    /// Ports that would merge two servers of one name refuse the list and name it.
    void repeatedNamesRefused_data()
    {
        QTest::addColumn<QString>("algorithm");
        for (const char *a : {"nginx", "varnish-shard", "caddy", "trafficserver", "twemproxy-ketama"})
            QTest::newRow(a) << QString::fromLatin1(a);
    }
    void repeatedNamesRefused()
    {
        QFETCH(QString, algorithm);
        QString error;
        const ServerList s = ServerListParser::parseServers(QStringLiteral("shared=10.0.0.1:11211-11212, 10.0.0.3:11211"), &error);
        QCOMPARE(s.size(), 3);
        QVERIFY(!AlgorithmRegistry::create(algorithm, s, {}, &error));
        QVERIFY2(error.startsWith(QStringLiteral("servers:")) && error.contains(QStringLiteral("shared")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestHashNames)
#include "tst_hashnames.moc"
