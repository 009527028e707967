// CaddyHash: Caddy 2.6.2's own tests (modules/caddyhttp/reverseproxy/selectionpolicies_test.go:
// TestIPHashPolicy and TestURIHashPolicy, with their pools, health changes and expected hosts),
// FNV-1a-32 against Go's hash/fnv test vectors, the continuation that makes hashKey/routeHash
// exact, and the header policy's random pick on an empty value.
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/systems/caddy/caddyhash.h"

#include <QtTest>

using namespace ringcore;

namespace {

ServerList pool(const QStringList &dials)
{
    ServerList servers;
    for (const QString &d : dials)
        servers.append(Server{d, 1, false});
    return servers;
}

const QStringList kTestPool{QStringLiteral("0.0.0.1"), QStringLiteral("0.0.0.2"), QStringLiteral("0.0.0.3")};

} // namespace

class TestCaddyHash : public QObject
{
    Q_OBJECT
private slots:
    void fnvVectors();
    void ipHashPolicy();
    void uriHashPolicy();
    void continuationIsExact();
    void headerPolicy();
    void sharesAndExplain();
};

void TestCaddyHash::fnvVectors()
{
    // Go's hash/fnv fnv_test.go golden32a.
    QCOMPARE(CaddyHash::fnv1a(""), 0x811c9dc5u);
    QCOMPARE(CaddyHash::fnv1a("a"), 0xe40c292cu);
    QCOMPARE(CaddyHash::fnv1a("ab"), 0x4d2505cau);
    QCOMPARE(CaddyHash::fnv1a("abc"), 0x1a47e90bu);
}

void TestCaddyHash::ipHashPolicy()
{
    // TestIPHashPolicy: pool 0.0.0.1-3; client IPs 172.0.0.1-4 (the port is dropped).
    ServerList servers = pool(kTestPool);
    auto route = [&servers](const char *ip) { return CaddyHash(servers).route(ip); };
    QCOMPARE(route("172.0.0.1"), 0);
    QCOMPARE(route("172.0.0.2"), 0);
    QCOMPARE(route("172.0.0.3"), 2);
    QCOMPARE(route("172.0.0.4"), 1);
    servers[1].down = true; // pool[1].setHealthy(false)
    QCOMPARE(route("172.0.0.4"), 2);
    QCOMPARE(route("172.0.0.2"), 0);
    servers[1].down = false;
    servers[2].down = true;
    QCOMPARE(route("172.0.0.3"), 1);
    QCOMPARE(route("172.0.0.4"), 1);
    // Resized pool 0.0.0.2, 0.0.0.3.
    servers = pool({QStringLiteral("0.0.0.2"), QStringLiteral("0.0.0.3")});
    QCOMPARE(route("172.0.0.1"), 1);
    QCOMPARE(route("172.0.0.2"), 0);
    QCOMPARE(route("172.0.0.3"), 1);
    QCOMPARE(route("172.0.0.4"), 0);
    servers[0].down = servers[1].down = true; // no healthy host: nil
    QCOMPARE(route("172.0.0.4"), -1);
}

void TestCaddyHash::uriHashPolicy()
{
    // TestURIHashPolicy: "/test" → third host; it goes unhealthy → second; "/test_2" → second.
    ServerList servers = pool(kTestPool);
    auto route = [&servers](const char *uri) { return CaddyHash(servers, {{QStringLiteral("policy"), QStringLiteral("uri_hash")}}).route(uri); };
    QCOMPARE(route("/test"), 2);
    servers[2].down = true;
    QCOMPARE(route("/test"), 1);
    QCOMPARE(route("/test_2"), 1);
    // Two upstreams without a dial address score the same: the first one wins (strict >).
    servers = pool({QString(), QString()});
    QCOMPARE(route("/test"), 0);
    servers[0].down = true;
    QCOMPARE(route("/test"), 1);
    QCOMPARE(route("/test_2"), 1);
    servers[1].down = true;
    QCOMPARE(route("/test_2"), -1);
}

void TestCaddyHash::continuationIsExact()
{
    // routeHash(hashKey(k)) scores FNV-1a(k ‖ dial), as hash(s + up.String()) does.
    const ServerList servers = pool({QStringLiteral("127.0.0.1:9001"), QStringLiteral("127.0.0.1:9002"),
                                     QStringLiteral("127.0.0.1:9003")});
    CaddyHash a(servers);
    for (const QByteArray &key : {QByteArray("/objects/0"), QByteArray("/x?y=1"), QByteArray("172.0.0.9")}) {
        int best = -1;
        uint32_t highest = 0;
        for (int s = 0; s < servers.size(); ++s) {
            const uint32_t h = CaddyHash::fnv1a(key + servers.at(s).address.toUtf8());
            if (h > highest) {
                highest = h;
                best = s;
            }
        }
        QCOMPARE(a.route(key), best);
    }
}

void TestCaddyHash::headerPolicy()
{
    CaddyHash header(pool(kTestPool), {{QStringLiteral("policy"), QStringLiteral("header")}});
    QCOMPARE(header.routeKey(QByteArray()), int(CaddyHash::Unpredictable));
    QCOMPARE(header.routeKey("abc"), header.route("abc"));
    CaddyHash uri(pool(kTestPool));
    QVERIFY(uri.routeKey(QByteArray()) >= 0);
}

void TestCaddyHash::sharesAndExplain()
{
    QString error;
    auto a = AlgorithmRegistry::create(QStringLiteral("caddy"), pool(kTestPool), {}, &error);
    QVERIFY2(a, qPrintable(error));
    const auto shares = a->shares();
    double sum = 0;
    for (double s : shares)
        sum += s;
    QVERIFY(std::abs(sum - 1.0) < 1e-9);
    // Weights are refused: Caddy's hashing policies have none.
    ServerList weighted = pool(kTestPool);
    weighted[0].weight = 2;
    QVERIFY(!AlgorithmRegistry::create(QStringLiteral("caddy"), weighted, {}, &error));
    QVERIFY2(error.contains(QLatin1String("weight")), qPrintable(error));
    const QStringList lines = a->explainRoute(a->hashKey("/test"));
    QCOMPARE(lines.size(), 4);
    QVERIFY(lines.at(1).contains(QLatin1String("0.0.0.3")));
}

QTEST_GUILESS_MAIN(TestCaddyHash)
#include "tst_caddyhash.moc"
