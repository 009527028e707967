// dnsdist 1.7.3 chashed: routes seen from the real dnsdist, dnsdist's own test_chashed checks,
// the query-name hash and the selection rules (docs/ports-dnsdist.md).
#include "ringcore/advisor/advisor.h"
#include "ringcore/systems/dnsdist/dnsdisthash.h"
#include "ringcore/hash/dnsname.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/systems/dnsdist/dnsdistchashed.h"

#include <QTest>

#include <map>

using namespace ringcore;

namespace {

struct Golden
{
    const char *name;
    const char *server;
};

// Measured with the retired scripts/check-port-live-memcache-dns.sh dnsdist --keys 1000 --dump:
// dnsdist 1.7.3-2 (Debian 12) with chashed in front of 10 UDP responders on 127.0.0.1:23101-23110
// that answer with their own address; server ids and perturbation as each array says. The
// equivalent today is `ringlab-cli measure --proxy dnsdist --backends 10 --base-port 23101
// --key-file NAMES --weights W --option server-ids=… --option hash-perturbation=… --out DIR`
// (its mapping.tsv; --key-file takes each name as a request path, so with a leading '/').
const Golden kWeight1[] = {
    {"powerdns-0.com", "127.0.0.1:23108"},
    {"Key-1.Example.ORG", "127.0.0.1:23107"},
    {"a39731d63.b.c.2.test", "127.0.0.1:23107"},
    {"powerdns-3.com", "127.0.0.1:23101"},
    {"powerdns-4.com", "127.0.0.1:23107"},
    {"Key-5.Example.ORG", "127.0.0.1:23107"},
    {"a3ea87049.b.c.6.test", "127.0.0.1:23107"},
    {"powerdns-7.com", "127.0.0.1:23104"},
    {"a1609115d.b.c.102.test", "127.0.0.1:23104"},
    {"powerdns-199.com", "127.0.0.1:23102"},
    {"powerdns-296.com", "127.0.0.1:23107"},
    {"Key-393.Example.ORG", "127.0.0.1:23101"},
    {"a5e1346f.b.c.490.test", "127.0.0.1:23102"},
    {"powerdns-587.com", "127.0.0.1:23102"},
    {"powerdns-684.com", "127.0.0.1:23109"},
    {"Key-781.Example.ORG", "127.0.0.1:23110"},
};
const Golden kWeight100[] = {
    {"powerdns-0.com", "127.0.0.1:23101"},
    {"Key-1.Example.ORG", "127.0.0.1:23106"},
    {"a39731d63.b.c.2.test", "127.0.0.1:23104"},
    {"powerdns-3.com", "127.0.0.1:23107"},
    {"powerdns-4.com", "127.0.0.1:23104"},
    {"Key-5.Example.ORG", "127.0.0.1:23101"},
    {"a3ea87049.b.c.6.test", "127.0.0.1:23101"},
    {"powerdns-7.com", "127.0.0.1:23102"},
    {"a1609115d.b.c.102.test", "127.0.0.1:23102"},
    {"powerdns-199.com", "127.0.0.1:23105"},
    {"powerdns-296.com", "127.0.0.1:23103"},
    {"Key-393.Example.ORG", "127.0.0.1:23104"},
    {"a5e1346f.b.c.490.test", "127.0.0.1:23105"},
    {"powerdns-587.com", "127.0.0.1:23103"},
    {"powerdns-684.com", "127.0.0.1:23110"},
    {"Key-781.Example.ORG", "127.0.0.1:23109"},
};
const Golden kMixed[] = {
    {"powerdns-0.com", "127.0.0.1:23108"},
    {"Key-1.Example.ORG", "127.0.0.1:23102"},
    {"a39731d63.b.c.2.test", "127.0.0.1:23103"},
    {"powerdns-3.com", "127.0.0.1:23109"},
    {"powerdns-4.com", "127.0.0.1:23102"},
    {"Key-5.Example.ORG", "127.0.0.1:23109"},
    {"a3ea87049.b.c.6.test", "127.0.0.1:23102"},
    {"powerdns-7.com", "127.0.0.1:23103"},
    {"a1609115d.b.c.102.test", "127.0.0.1:23102"},
    {"powerdns-199.com", "127.0.0.1:23108"},
    {"powerdns-296.com", "127.0.0.1:23101"},
    {"Key-393.Example.ORG", "127.0.0.1:23102"},
    {"a5e1346f.b.c.490.test", "127.0.0.1:23108"},
    {"powerdns-587.com", "127.0.0.1:23108"},
    {"powerdns-684.com", "127.0.0.1:23106"},
    {"Key-781.Example.ORG", "127.0.0.1:23103"},
};
const Golden kDown[] = {
    {"powerdns-0.com", "127.0.0.1:23106"},
    {"Key-1.Example.ORG", "127.0.0.1:23106"},
    {"a39731d63.b.c.2.test", "127.0.0.1:23101"},
    {"powerdns-3.com", "127.0.0.1:23108"},
    {"powerdns-4.com", "127.0.0.1:23101"},
    {"Key-5.Example.ORG", "127.0.0.1:23109"},
    {"a3ea87049.b.c.6.test", "127.0.0.1:23108"},
    {"powerdns-7.com", "127.0.0.1:23106"},
    {"a1609115d.b.c.102.test", "127.0.0.1:23103"},
    {"powerdns-199.com", "127.0.0.1:23109"},
    {"powerdns-296.com", "127.0.0.1:23101"},
    {"Key-393.Example.ORG", "127.0.0.1:23110"},
    {"a5e1346f.b.c.490.test", "127.0.0.1:23108"},
    {"powerdns-587.com", "127.0.0.1:23109"},
    {"powerdns-684.com", "127.0.0.1:23110"},
    {"Key-781.Example.ORG", "127.0.0.1:23101"},
};

ServerList responders(const std::vector<int> &weights)
{
    ServerList list;
    for (int i = 0; i < 10; ++i)
        list.append(Server{QStringLiteral("127.0.0.1:%1").arg(23101 + i), weights[size_t(i)], false});
    return list;
}

std::unique_ptr<Algorithm> build(const ServerList &servers, const AlgorithmOptions &options = {})
{
    QString error;
    auto a = AlgorithmRegistry::create(QStringLiteral("dnsdist-chashed"), servers, options, &error);
    if (!a)
        qWarning("%s", qPrintable(error));
    return a;
}

void checkGolden(const Algorithm &a, const Golden *rows, size_t n)
{
    for (size_t i = 0; i < n; ++i) {
        const int s = a.route(QByteArrayView(rows[i].name));
        QVERIFY2(s >= 0, rows[i].name);
        QCOMPARE(a.servers()[s].address, QString::fromLatin1(rows[i].server));
    }
}

} // namespace

class TestDnsdistChashed : public QObject
{
    Q_OBJECT

private slots:
    void liveRoutes()
    {
        auto w1 = build(responders(std::vector<int>(10, 1)));
        auto w100 = build(responders(std::vector<int>(10, 100)), {{QStringLiteral("hash-perturbation"), QStringLiteral("12345")}});
        std::vector<int> mixed;
        for (int i = 0; i < 10; ++i)
            mixed.push_back(50 * (1 + (i * 7) % 10));
        auto mix = build(responders(mixed), {{QStringLiteral("server-ids"), QStringLiteral("address")},
                                             {QStringLiteral("hash-perturbation"), QStringLiteral("4294967295")}});
        ServerList down = responders(std::vector<int>(10, 100));
        for (int i : {1, 4, 6})
            down[i].down = true;
        auto d = build(down, {{QStringLiteral("hash-perturbation"), QStringLiteral("7")}});
        QVERIFY(w1 && w100 && mix && d);
        checkGolden(*w1, kWeight1, std::size(kWeight1));
        checkGolden(*w100, kWeight100, std::size(kWeight100));
        checkGolden(*mix, kMixed, std::size(kMixed));
        checkGolden(*d, kDown, std::size(kDown));
    }

    void upstreamTestChashed()
    {
        // pdns/dnsdistdist/test-dnsdistlbpolicies_cc.cc test_chashed: 10 servers 192.0.2.N:53 of
        // weight 1000, 1000 names powerdns-N.com.; every server gets more than half and less than
        // twice its fair 100; the same name always goes to the same server; raising the last
        // server to 100000 gives it between half and twice its weighted share.
        ServerList list;
        for (int i = 1; i <= 10; ++i)
            list.append(Server{QStringLiteral("192.0.2.%1:53").arg(i), 1000, false});
        auto a = build(list);
        QVERIFY(a);
        std::map<int, int> counts;
        for (int i = 0; i < 1000; ++i)
            ++counts[a->route("powerdns-" + QByteArray::number(i) + ".com.")];
        QCOMPARE(int(counts.size()), 10);
        int total = 0;
        for (const auto &[server, c] : counts) {
            QVERIFY(server >= 0);
            QVERIFY2(c > 50 && c < 200, qPrintable(QString::number(c)));
            total += c;
        }
        QCOMPARE(total, 1000);
        const int first = a->route("powerdns-0.com.");
        for (int i = 0; i < 1000; ++i)
            QCOMPARE(a->route("powerdns-0.com."), first);
        list.last().weight = 100000;
        auto heavy = build(list);
        QVERIFY(heavy);
        int got = 0;
        for (int i = 0; i < 1000; ++i)
            got += heavy->route("powerdns-" + QByteArray::number(i) + ".com.") == 9;
        const double expected = 1000.0 * 100000 / (9 * 1000 + 100000);
        QVERIFY2(got > expected / 2 && got < expected * 2, qPrintable(QString::number(got)));
    }

    void queryNameHash()
    {
        QCOMPARE(DnsName::wire("www.Example.com"), QByteArray("\x03www\x07" "Example\x03" "com", 16) + '\0');
        QCOMPARE(DnsName::wire("www.example.com."), DnsName::wire("www.example.com"));
        QCOMPARE(DnsName::wire(""), QByteArray(1, '\0'));
        QCOMPARE(DnsName::wire("."), QByteArray(1, '\0'));
        QCOMPARE(DnsName::wire("a\\.b.c"), QByteArray("\x03" "a.b\x01" "c", 6) + '\0');
        QCOMPARE(DnsName::wire("\\065"), QByteArray("\x01" "A", 2) + '\0');
        // burtleCI lowercases ASCII only, so case does not matter, but other bytes do.
        QCOMPARE(DnsdistHash::qnameHash("WWW.EXAMPLE.COM", 0), DnsdistHash::qnameHash("www.example.com", 0));
        QVERIFY(DnsdistHash::qnameHash("www.example.com", 0) != DnsdistHash::qnameHash("www.example.com", 1));
        QVERIFY(DnsdistHash::qnameHash("\xc3\x89.com", 0) != DnsdistHash::qnameHash("\xc3\xa9.com", 0));
        // The length is folded into c: names that differ only by trailing zero bytes differ.
        QVERIFY(DnsdistHash::burtleCI(QByteArray("ab", 2), 0) != DnsdistHash::burtleCI(QByteArray("ab\0", 3), 0));
    }

    void selectionRules()
    {
        auto a = build(responders(std::vector<int>(10, 3)));
        QVERIFY(a);
        const std::vector<RingPoint> points = a->points();
        QCOMPARE(points.size(), size_t(30));
        // At a point's own value: that point's server; past the last point: the lowest point's.
        for (const RingPoint &p : points)
            QCOMPARE(a->routeHash(p.hash), p.server);
        if (points.back().hash < UINT32_MAX)
            QCOMPARE(a->routeHash(points.back().hash + 1), points.front().server);
        const std::vector<OwnedInterval> iv = a->intervals();
        double sum = 0;
        for (double s : a->shares())
            sum += s;
        QVERIFY(std::abs(sum - 1.0) < 1e-12);
        for (const OwnedInterval &i : iv)
            QCOMPARE(a->routeHash(i.begin), i.server);
        const auto *c = dynamic_cast<const DnsdistChashed *>(a.get());
        QCOMPARE(c->ids().front().toString(QUuid::WithoutBraces), QStringLiteral("00000000-0000-4000-8000-000000000001"));
        QCOMPARE(a->explainRoute(points[3].hash).size(), 2);
        QVERIFY(a->explainRoute(points[3].hash).last().contains(c->ids()[size_t(points[3].server)].toString(QUuid::WithoutBraces)));
    }

    void downServersLeaveOnlyTheirKeys()
    {
        ServerList list = responders(std::vector<int>(10, 100));
        auto before = build(list);
        list[4].down = true;
        auto after = build(list);
        QVERIFY(before && after);
        int moved = 0;
        for (int i = 0; i < 20000; ++i) {
            const QByteArray name = "n" + QByteArray::number(i) + ".example";
            const int b = before->route(name);
            const int a = after->route(name);
            QVERIFY(a != 4);
            if (b == 4)
                ++moved;
            else
                QCOMPARE(a, b);
        }
        QVERIFY(moved > 500);
        QCOMPARE(after->shares()[4], 0.0);
    }

    void advisorSeesTheRing()
    {
        // dnsdist's default weight 1 is one point per server: the Advisor's estimate of random
        // rings of that size is far from the 10% target.
        auto a = build(responders(std::vector<int>(10, 1)));
        QVERIFY(a);
        AdvisorOptions options;
        options.simulatedRings = 100;
        const SpreadSummary s = Advisor::summarize(*a, options);
        QCOMPARE(s.pointsPerServerMin, 1);
        QCOMPARE(s.pointsPerServerMax, 1);
        QVERIFY(!s.meetsTarget);
        QVERIFY(s.ringsWithin < 0.05);
        QVERIFY(s.busiest > 1.5);
    }

    void balancingFactor()
    {
        QString error;
        QVERIFY(!AlgorithmRegistry::create(QStringLiteral("dnsdist-chashed"), responders(std::vector<int>(10, 1)),
                                           {{QStringLiteral("balancing-factor"), QStringLiteral("0.5")}}, &error));
        QVERIFY2(error.contains(QLatin1String("balancing-factor")), qPrintable(error));
        auto off = build(responders(std::vector<int>(10, 100)));
        auto on = build(responders(std::vector<int>(10, 100)), {{QStringLiteral("balancing-factor"), QStringLiteral("1.5")}});
        QVERIFY(off && on);
        for (int i = 0; i < 2000; ++i) {
            const QByteArray name = "n" + QByteArray::number(i) + ".example";
            QCOMPARE(on->route(name), off->route(name));
        }
        QCOMPARE(on->explainRoute(on->hashKey("x.example")).size(), 3);
    }
};

QTEST_GUILESS_MAIN(TestDnsdistChashed)
#include "tst_dnsdistchashed.moc"
