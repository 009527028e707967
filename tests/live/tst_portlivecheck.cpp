// Every port option of every live system against the real Debian binary: `ringlab-cli measure
// --option …` writes it into the system's config, `ringlab-cli predict` builds the port with it,
// and they must agree on every key (10 backends, 300 keys a configuration; weights and servers
// down as each system marks them). Where an option changes the choice, the same mapping predicted
// without the run's options must disagree, so the option really reached the config.
// The configurations are those the retired scripts/check-port-live*.sh and check_*.py checked
// (docs/live-runs.md, docs/ports-*.md).
#include "livetesthelpers.h"
#include "support/clirunner.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace ringcore;
using namespace ringlab::test;

namespace {

constexpr int kBackends = 10;
constexpr int kKeys = 300;

/// Keys the script checked twemproxy with: a hash_tag part, short keys (each a request path, as
/// --key-file takes them; it takes no bytes >= 0x80, which the script also sent).
QByteArray twemproxyKeys()
{
    QByteArray out;
    for (int i = 0; i < kKeys; ++i) {
        const QByteArray r = QByteArray::number(quint32(i * 2654435761u) >> 2, 16);
        if (i % 10 == 3)
            out += "/user:{" + QByteArray::number(i % 37) + "}:" + r;
        else if (i % 50 == 11)
            out += "/k" + QByteArray::number(i);
        else
            out += "/obj:" + QByteArray::number(i) + ':' + r;
        out += '\n';
    }
    return out;
}

/// Names the script asked dnsdist: upper case (burtleCI lowercases), more labels ('/' is part
/// of the first label).
QByteArray dnsNames()
{
    QByteArray out;
    for (int i = 0; i < kKeys; ++i) {
        const QByteArray r = QByteArray::number(quint32(i * 2654435761u) >> 2, 16);
        if (i % 4 == 1)
            out += "/Key-" + QByteArray::number(i) + ".Example.ORG";
        else if (i % 4 == 2)
            out += "/a" + r + ".b.c." + QByteArray::number(i) + ".test";
        else
            out += "/powerdns-" + QByteArray::number(i) + ".com";
        out += '\n';
    }
    return out;
}

/// Request paths with a query string (Traffic Server's qstring).
QByteArray queryPaths()
{
    QByteArray out;
    for (int i = 0; i < kKeys; ++i)
        out += "/objects/" + QByteArray::number(i % 60) + "?v=" + QByteArray::number(i) + '\n';
    return out;
}

QString weights(int top)
{
    QStringList list;
    for (int i = 0; i < kBackends; ++i)
        list.append(QString::number(1 + (i * 7) % top));
    return list.join(QLatin1Char(','));
}

struct Row
{
    const char *name;
    QString system;
    QStringList options;
    QString weights;
    QString down;
    bool optionsMatter = true; // predicting without them disagrees
    QStringList extra = {};
};

QList<Row> httpRows()
{
    const QString v = QStringLiteral("varnish"), c = QStringLiteral("caddy"), t = QStringLiteral("trafficserver");
    return {
        {"varnish by=URL, mixed weights", v, {QStringLiteral("by=URL")}, weights(5), {}},
        {"varnish by=KEY", v, {QStringLiteral("by=KEY"), QStringLiteral("replicas=25")}, {}, {}},
        {"varnish by=BLOB", v, {QStringLiteral("by=BLOB")}, {}, {}},
        {"varnish alt=2 healthy=ALL, two down", v, {QStringLiteral("alt=2"), QStringLiteral("healthy=ALL")}, weights(3),
         QStringLiteral("#2,#7")},
        // IGNORE picks sick backends too, and Varnish does not fetch from them: no server down.
        {"varnish host, healthy=IGNORE", v, {QStringLiteral("host=origin.example"), QStringLiteral("healthy=IGNORE")},
         {}, {}},
        {"varnish warmup=1, one down", v, {QStringLiteral("warmup=1")}, {}, QStringLiteral("#4")},
        {"caddy policy=header, two down", c, {QStringLiteral("policy=header")}, {}, QStringLiteral("#1,#6"), false},
        {"trafficserver secondary=3, first choices down", t, {QStringLiteral("secondary=3")}, weights(3),
         QStringLiteral("#1,#2,#5")},
        {"trafficserver secondary=3 secondary-mode=2", t,
         {QStringLiteral("secondary=3"), QStringLiteral("secondary-mode=2")}, {}, QStringLiteral("#1,#2,#5")},
        {"trafficserver secondary=4 secondary-mode=3", t,
         {QStringLiteral("secondary=4"), QStringLiteral("secondary-mode=3")}, weights(5), QStringLiteral("#3,#4")},
        {"trafficserver qstring=ignore", t, {QStringLiteral("qstring=ignore")}, {}, {}, true,
         {QStringLiteral("--key-file"), QStringLiteral("query")}},
    };
}

QList<Row> cacheRows()
{
    const QString m = QStringLiteral("twemproxy"), r = QStringLiteral("twemproxy-redis"), d = QStringLiteral("dnsdist");
    const QStringList memKeys{QStringLiteral("--key-file"), QStringLiteral("twemproxy")};
    const QStringList names{QStringLiteral("--key-file"), QStringLiteral("dns")};
    QList<Row> rows{
        {"twemproxy ketama fnv1a_64, mixed weights", m, {}, weights(5), {}, false, memKeys},
        {"twemproxy names=numbered", m, {QStringLiteral("names=numbered")}, {}, {}, true, memKeys},
        {"twemproxy hash-tag={}", m, {QStringLiteral("hash-tag={}")}, {}, {}, true, memKeys},
        {"twemproxy three down", m, {QStringLiteral("hash=md5")}, weights(4), QStringLiteral("#2,#5,#7"), true, memKeys},
        {"twemproxy modula, mixed weights", m, {QStringLiteral("distribution=modula")}, weights(5), {}, true, memKeys},
        {"twemproxy modula murmur, two down", m, {QStringLiteral("distribution=modula"), QStringLiteral("hash=murmur")}, {},
         QStringLiteral("#1,#6"), true, memKeys},
        {"twemproxy-redis mixed weights, hash-tag={}", r, {QStringLiteral("hash-tag={}")}, weights(5), {}, true, memKeys},
        {"twemproxy-redis crc32a, hash-tag=[]", r, {QStringLiteral("hash=crc32a"), QStringLiteral("hash-tag=[]")}, {}, {},
         true, memKeys},
        {"dnsdist weight 100, perturbation 12345", d, {QStringLiteral("hash-perturbation=12345")},
         QStringLiteral("100"), {}, true, names},
        {"dnsdist address ids, mixed weights", d,
         {QStringLiteral("server-ids=address"), QStringLiteral("hash-perturbation=4294967295")}, weights(10), {}, true, names},
        {"dnsdist three down", d, {QStringLiteral("hash-perturbation=7")}, QStringLiteral("100"),
         QStringLiteral("#2,#5,#7"), true, names},
        // Nothing in flight when a query is routed: the factor never acts, as the port assumes.
        {"dnsdist balancing-factor 1.5, one query at a time", d,
         {QStringLiteral("balancing-factor=1.5"), QStringLiteral("hash-perturbation=99")}, QStringLiteral("1000"), {},
         true, names + QStringList{QStringLiteral("--concurrency"), QStringLiteral("1"), QStringLiteral("--pipeline"),
                                    QStringLiteral("1")}},
    };
    // Every other hash of twemproxy's (fnv1a_64 and md5 are above).
    for (const char *hash : {"crc16", "crc32", "crc32a", "fnv1_64", "fnv1_32", "fnv1a_32", "hsieh", "murmur", "jenkins",
                             "one_at_a_time"})
        rows.append({hash, m, {QStringLiteral("hash=") + QLatin1String(hash)}, {}, {}, true, memKeys});
    return rows;
}

} // namespace

class TestPortLiveCheck : public QObject
{
    Q_OBJECT

    QTemporaryDir m_keys;

    /// The key file of that name (twemproxy, dns, query), written once.
    QString keyFile(const QString &name)
    {
        const QString path = m_keys.filePath(name + QStringLiteral(".txt"));
        if (!QFile::exists(path)) {
            QFile f(path);
            if (!f.open(QIODevice::WriteOnly))
                return {};
            f.write(name == QLatin1String("twemproxy") ? twemproxyKeys()
                    : name == QLatin1String("dns")    ? dnsNames()
                                                      : queryPaths());
        }
        return path;
    }

    void rows(const QList<Row> &list)
    {
        QTest::addColumn<QString>("system");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("weights");
        QTest::addColumn<QString>("down");
        QTest::addColumn<bool>("optionsMatter");
        QTest::addColumn<QStringList>("extra");
        for (const Row &r : list)
            QTest::newRow(r.name) << r.system << r.options << r.weights << r.down << r.optionsMatter << r.extra;
    }

    void measureAndPredict();

private slots:
    void http_data() { rows(httpRows()); }
    void http() { measureAndPredict(); }
    void memcacheAndDns_data() { rows(cacheRows()); }
    void memcacheAndDns() { measureAndPredict(); }

    // A secondary ring that leaves no primary parent is refused before anything starts, naming
    // the option and the allowed range for the run's servers.
    void secondaryNeedsAPrimary()
    {
        QTemporaryDir out;
        const ProcessRun run = runProcess(cliPath(), {QStringLiteral("measure"), QStringLiteral("--proxy"),
                                                      QStringLiteral("trafficserver"), QStringLiteral("--backends"),
                                                      QStringLiteral("4"), QStringLiteral("--option"),
                                                      QStringLiteral("secondary=4"), QStringLiteral("--out"), out.path()},
                                          30000);
        QVERIFY(run.code != 0);
        QVERIFY2(run.err.contains("option secondary: 4 leaves no primary parent; allowed 0-3 for 4 servers"),
                 run.err.constData());
    }

    // alt is checked against the run's backends: at most their number minus one.
    void altCountsTheBackends()
    {
        QTemporaryDir out;
        const ProcessRun run = runProcess(cliPath(), {QStringLiteral("measure"), QStringLiteral("--proxy"),
                                                      QStringLiteral("varnish"), QStringLiteral("--backends"),
                                                      QStringLiteral("4"), QStringLiteral("--option"),
                                                      QStringLiteral("alt=4"), QStringLiteral("--out"), out.path()},
                                          30000);
        QVERIFY(run.code != 0);
        QVERIFY2(run.err.contains("option alt: 4 is above 3"), run.err.constData());
    }

    // warmup between 0 and 1 picks at random: refused with the values a live run takes.
    void warmupBetweenIsRefused()
    {
        QTemporaryDir out;
        const ProcessRun run = runProcess(cliPath(), {QStringLiteral("measure"), QStringLiteral("--proxy"),
                                                      QStringLiteral("varnish"), QStringLiteral("--option"),
                                                      QStringLiteral("warmup=0.5"), QStringLiteral("--out"), out.path()},
                                          30000);
        QVERIFY(run.code != 0);
        QVERIFY2(run.err.contains("option warmup: 0.5") && run.err.contains("takes 0 (off) or 1"), run.err.constData());
    }
};

void TestPortLiveCheck::measureAndPredict()
{
    QFETCH(QString, system);
    QFETCH(QStringList, options);
    QFETCH(QString, weights);
    QFETCH(QString, down);
    QFETCH(bool, optionsMatter);
    QFETCH(QStringList, extra);
    QTemporaryDir out;
    const int base = PortProbe::findFreeBase(kBackends + 1, 25000);
    QVERIFY(base > 0);
    QStringList args{QStringLiteral("measure"), QStringLiteral("--proxy"), system, QStringLiteral("--backends"),
                     QString::number(kBackends), QStringLiteral("--recheck"), QStringLiteral("50"),
                     QStringLiteral("--base-port"), QString::number(base), QStringLiteral("--pick-free-ports"),
                     QStringLiteral("--out"), out.path(), QStringLiteral("--quiet")};
    if (!extra.contains(QStringLiteral("--key-file")))
        args << QStringLiteral("--keys") << QString::number(kKeys);
    for (qsizetype i = 0; i < extra.size(); ++i)
        args << (i > 0 && extra[i - 1] == QLatin1String("--key-file") ? keyFile(extra[i]) : extra[i]);
    for (const QString &o : options)
        args << QStringLiteral("--option") << o;
    if (!weights.isEmpty())
        args << QStringLiteral("--weights") << weights;
    if (!down.isEmpty())
        args << QStringLiteral("--down") << down;
    const ProcessRun run = runProcess(cliPath(), args, 180000);
    QVERIFY2(run.code == 0 && run.out.contains("VALID"), (run.out + run.err).constData());

    QString error;
    const QJsonObject p = predictJson(out.path(), &error);
    QVERIFY2(!p.isEmpty(), qPrintable(error));
    QCOMPARE(p.value(QStringLiteral("compared")).toInteger(), qint64(kKeys));
    QCOMPARE(p.value(QStringLiteral("agreed")).toInteger(), qint64(kKeys));
    if (!optionsMatter)
        return;
    const qint64 wrong = mismatchesAfterSetupEdit(out.path(), [](QJsonObject &setup) {
        setup.insert(QStringLiteral("options"), QJsonObject());
    }, &error);
    QVERIFY2(wrong > 0, qPrintable(error));
}

QTEST_GUILESS_MAIN(TestPortLiveCheck)
#include "tst_portlivecheck.moc"
