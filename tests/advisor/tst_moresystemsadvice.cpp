// The Advisor's Varnish, Caddy, Traffic Server and twemproxy parts: each example config read into
// its sections as the system means it, today's spread equal to the registered port built from the
// same servers, each fix written back into the file and read again, and broken input refused with
// the line.
#include "support/testpaths.h"

#include "ringcore/advisor/advicereportformatter.h"
#include "ringcore/advisor/advisor.h"
#include "ringcore/advisor/advisorsystem.h"
#include "ringcore/config/proxyconfigreader.h"
#include "ringcore/systems/caddy/caddyconfigreader.h"
#include "ringcore/systems/twemproxy/twemproxyconfigreader.h"
#include "ringcore/systems/varnish/varnishconfigreader.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QFile>
#include <QJsonObject>
#include <QTest>

using namespace ringcore;
using ringlab::test::dataFile;

namespace {

QString fileText(const QString &name)
{
    QFile f(dataFile(name));
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

bool readAll(const QString &name, ProxyConfig *config, QList<ProxyConfig> *all, const QString &section = {})
{
    ConfigReadOptions options;
    options.section = section;
    ConfigError error;
    const bool ok = ProxyConfigReader::readFile(dataFile(name), options, config, &error, all);
    if (!ok)
        qWarning("%s", qPrintable(error.toString()));
    return ok;
}

AdvisorOptions quick()
{
    AdvisorOptions o;
    o.simulatedRings = 200;
    o.remapKeys = 20000;
    return o;
}

/// The port built straight from the registry: today's busiest must be its busiest.
double portBusiest(const ProxyConfig &c)
{
    QString error;
    auto a = AlgorithmRegistry::create(c.algorithm, c.servers, c.options, &error);
    if (!a)
        return -1;
    return Advisor::summarize(*a, quick()).busiest;
}

/// The Advisor's report on one section of an example config (quick options).
bool adviseSection(const QString &file, const QString &section, AdviceReport *report, QString *error)
{
    ProxyConfig c;
    QList<ProxyConfig> all;
    if (!readAll(file, &c, &all, section)) {
        *error = QStringLiteral("%1 [%2] does not read").arg(file, section);
        return false;
    }
    return Advisor::advise(c, quick(), report, error);
}

/// Reads `text` as `format`; returns the refusal (empty when it read).
ConfigError refusal(const QString &format, const QString &text)
{
    ConfigReadOptions options;
    options.format = format;
    ProxyConfig config;
    ConfigError error;
    if (ProxyConfigReader::read(text, QString(), options, &config, &error))
        return {};
    return error;
}

/// The current data row (text, mentions, line) read as `format`: refused, naming the line.
void expectRefusal(const QString &format)
{
    QFETCH(QString, text);
    QFETCH(QString, mentions);
    QFETCH(int, line);
    const ConfigError e = refusal(format, text);
    QVERIFY2(e.reason.contains(mentions), qPrintable(e.toString()));
    QCOMPARE(e.line, line);
}

} // namespace

class TestMoreSystemsAdvice : public QObject
{
    Q_OBJECT
private slots:
    void detected_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("format");
        QTest::newRow("vcl") << "configs/varnish/shard.vcl" << "varnish";
        QTest::newRow("caddyfile") << "configs/caddy/Caddyfile" << "caddy";
        QTest::newRow("parent.config") << "configs/trafficserver/parent.config" << "trafficserver";
        QTest::newRow("nutcracker.yml") << "configs/twemproxy/nutcracker.yml" << "twemproxy";
    }
    void detected()
    {
        QFETCH(QString, file);
        QFETCH(QString, format);
        QVERIFY(AdvisorSystemRegistry::find(format));
        QCOMPARE(ProxyConfigReader::detect(fileText(file), dataFile(file)), format);
        // Without the file's name too: the text alone says what it is.
        QCOMPARE(ProxyConfigReader::detect(fileText(file), QString()), format);
    }

    // --- Varnish ---------------------------------------------------------------------------------
    void varnishDirectors()
    {
        ProxyConfig c;
        QList<ProxyConfig> all;
        QVERIFY(readAll(QStringLiteral("configs/varnish/shard.vcl"), &c, &all));
        QCOMPARE(all.size(), 2);
        const ProxyConfig &vd = all.at(0);
        QCOMPARE(vd.sectionName, QStringLiteral("vd"));
        QCOMPARE(vd.algorithm, QStringLiteral("varnish-shard"));
        QCOMPARE(vd.servers.size(), 12);
        QCOMPARE(vd.servers.at(0).address, QStringLiteral("10.0.1.1:8080"));
        QCOMPARE(vd.servers.at(0).hashName, QStringLiteral("cache01")); // the ident defaults to the VCL name
        QCOMPARE(vd.options.value(QStringLiteral("replicas")), QStringLiteral("67"));
        QCOMPARE(vd.options.value(QStringLiteral("by")), QStringLiteral("HASH"));
        const ProxyConfig &images = all.at(1);
        QCOMPARE(images.sectionName, QStringLiteral("images"));
        QCOMPARE(images.servers.size(), 3);
        QCOMPARE(images.servers.at(1).hashName, QStringLiteral("img-b"));
        QCOMPARE(images.servers.at(2).weight, 3);
        QCOMPARE(images.options.value(QStringLiteral("replicas")), QStringLiteral("25"));
        QCOMPARE(images.options.value(QStringLiteral("by")), QStringLiteral("URL"));
        QCOMPARE(images.serverLines.at(0), vd.serverLines.last() + 5);
        QVERIFY(images.notes.join(QLatin1Char(' ')).contains(QStringLiteral("set_rampup")));
        // A call in the arguments (by=KEY with vd.key(…)) and positional add_backend arguments.
        const QString keyed = QStringLiteral("backend a { .host = \"1.2.3.4\"; .port = \"81\"; }\n"
                                             "sub vcl_init { new d = directors.shard(); d.add_backend(a, \"ia\", 0s, 2); }\n"
                                             "sub vcl_recv { set req.backend_hint = d.backend(by=KEY, key=d.key(req.url)); }\n");
        ProxyConfig k;
        ConfigError e;
        QVERIFY2(ProxyConfigReader::read(keyed, QString(), {}, &k, &e), qPrintable(e.toString()));
        QCOMPARE(k.options.value(QStringLiteral("by")), QStringLiteral("KEY"));
        QCOMPARE(k.servers.at(0).hashName, QStringLiteral("ia"));
        QCOMPARE(k.servers.at(0).weight, 2);
    }

    void varnishReplicasFix()
    {
        ProxyConfig c;
        QList<ProxyConfig> all;
        QVERIFY(readAll(QStringLiteral("configs/varnish/shard.vcl"), &c, &all, QStringLiteral("vd")));
        AdviceReport r;
        QString error;
        QVERIFY2(Advisor::advise(c, quick(), &r, &error), qPrintable(error));
        QVERIFY(r.hasToday);
        QCOMPARE(r.today.busiest, portBusiest(c));
        QCOMPARE(r.today.pointsPerServerMin, 67);
        QVERIFY(r.hasFix);
        QVERIFY(r.fix.change.integer(VarnishSettings::kReplicas) > 67);
        QVERIFY(r.fix.change.weights.isEmpty());
        QCOMPARE(r.fix.after.pointsPerServerMin, int(r.fix.change.integer(VarnishSettings::kReplicas)));
        QVERIFY(r.fix.after.ringsWithin > r.today.ringsWithin);
        const QString line = QStringLiteral("vd.reconfigure(replicas=%1)").arg(r.fix.change.integer(VarnishSettings::kReplicas));
        QVERIFY2(r.fix.patchedText.contains(line), qPrintable(r.fix.patchedText));
        QVERIFY(r.fix.patchedText.contains(QStringLiteral("images.reconfigure(replicas=25)"))); // the other director as it was
        QVERIFY(r.hasWave && r.wave.movedFraction > 0 && r.wave.movedFraction < 1);
        QVERIFY(r.stages.size() > 1); // staged through intermediate replicas
        // A director without reconfigure(): the line is added after its last add_backend.
        const QString bare = QStringLiteral("backend a { .host = \"10.0.0.1\"; }\nbackend b { .host = \"10.0.0.2\"; }\n"
                                            "sub vcl_init {\n  new d = directors.shard();\n  d.add_backend(a);\n  d.add_backend(b);\n}\n");
        ProxyConfig d;
        ConfigError e;
        QVERIFY(ProxyConfigReader::read(bare, QString(), {}, &d, &e));
        QCOMPARE(d.servers.at(1).address, QStringLiteral("10.0.0.2:80"));
        ConfigChange change;
        change.settings.insert(VarnishSettings::kReplicas, 300);
        const PatchedConfig p = ProxyConfigReader::apply(d, change);
        QVERIFY2(p.text.contains(QStringLiteral("  d.add_backend(b);\n  d.reconfigure(replicas=300);\n}")), qPrintable(p.text));
        ProxyConfig back;
        QVERIFY(ProxyConfigReader::readBack(d, p.text, &back, &e));
        QCOMPARE(back.options.value(QStringLiteral("replicas")), QStringLiteral("300"));
    }

    void varnishRefusals_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("mentions");
        QTest::addColumn<int>("line");
        const QString head = QStringLiteral("backend a { .host = \"10.0.0.1\"; }\nsub vcl_init {\n  new d = directors.shard();\n");
        QTest::newRow("unknown backend") << head + QStringLiteral("  d.add_backend(zz);\n}\n") << "zz" << 4;
        QTest::newRow("same ident twice") << head + QStringLiteral("  d.add_backend(a);\n  d.add_backend(a);\n}\n") << "skips" << 5;
        QTest::newRow("fractional weight") << head + QStringLiteral("  d.add_backend(a, weight=1.5);\n}\n") << "weight" << 4;
        QTest::newRow("replicas 0") << head + QStringLiteral("  d.add_backend(a);\n  d.reconfigure(replicas=0);\n}\n") << "replicas" << 5;
        QTest::newRow("unclosed") << head + QStringLiteral("  d.add_backend(a);\n") << "not closed" << 2;
        QTest::newRow("no backends") << head + QStringLiteral("}\n") << "no add_backend" << 3;
        QTest::newRow("deep") << QStringLiteral("directors.shard(\n") + QString(150, QLatin1Char('{')) << "nested more than" << 2;
    }
    void varnishRefusals() { expectRefusal(QStringLiteral("varnish")); }

    // --- Caddy -----------------------------------------------------------------------------------
    void caddySections()
    {
        ProxyConfig c;
        QList<ProxyConfig> all;
        QVERIFY(readAll(QStringLiteral("configs/caddy/Caddyfile"), &c, &all));
        QCOMPARE(all.size(), 3);
        QCOMPARE(all.at(0).sectionName, QStringLiteral(":8080"));
        QCOMPARE(all.at(0).servers.size(), 20);
        QCOMPARE(all.at(0).servers.at(19).address, QStringLiteral("127.0.0.1:9020"));
        QCOMPARE(all.at(0).serverLines.at(10), 8); // the second `to` line
        QCOMPARE(all.at(0).options.value(QStringLiteral("policy")), QStringLiteral("uri_hash"));
        QCOMPARE(all.at(1).sectionName, QStringLiteral("api.example.com /v1/*"));
        QCOMPARE(all.at(1).servers.at(0).address, QStringLiteral("10.0.0.1:8080")); // scheme dropped
        QCOMPARE(all.at(1).options.value(QStringLiteral("policy")), QStringLiteral("header"));
        QVERIFY(all.at(1).hashKey.contains(QStringLiteral("X-User")));
        QCOMPARE(all.at(2).servers.at(0).address, QStringLiteral("static.internal:80")); // port 80 filled in
        QVERIFY(!all.at(2).hashes);
    }

    void caddyFixMovesTheTextNotTheWeights()
    {
        ProxyConfig c;
        QList<ProxyConfig> all;
        QVERIFY(readAll(QStringLiteral("configs/caddy/Caddyfile"), &c, &all, QStringLiteral(":8080")));
        AdviceReport r;
        QString error;
        QVERIFY2(Advisor::advise(c, quick(), &r, &error), qPrintable(error));
        QCOMPARE(r.today.busiest, portBusiest(c));
        QVERIFY(r.today.busiest > 1.5); // one host, twenty ports: FNV-1a's weak last bytes
        QVERIFY(r.hasFix);
        QCOMPARE(r.fix.change.texts(CaddySettings::kAddresses).size(), 20);
        QCOMPARE(r.fix.change.texts(CaddySettings::kAddresses).at(1), QStringLiteral("127.2.0.1:9002"));
        QVERIFY2(r.fix.after.busiest < r.today.busiest, qPrintable(QString::number(r.fix.after.busiest)));
        QVERIFY(r.fix.patchedText.contains(QStringLiteral("to 127.1.0.1:9001 127.2.0.1:9002")));
        QVERIFY(r.fix.patchedText.contains(QStringLiteral("lb_policy uri_hash")));
        // The wave matches upstream i to upstream i (the same backend at its new address), so keys
        // whose winner keeps its position stay: not everything moves.
        QVERIFY(r.hasWave);
        QVERIFY2(r.wave.movedFraction > 0.3 && r.wave.movedFraction < 0.99, qPrintable(QString::number(r.wave.movedFraction)));
        // Upstreams on different hosts: nothing in the Caddyfile changes the spread, and the report says why.
        ProxyConfig api;
        QVERIFY(readAll(QStringLiteral("configs/caddy/Caddyfile"), &api, &all, QStringLiteral("api.example.com /v1/*")));
        AdviceReport a;
        QVERIFY2(Advisor::advise(api, quick(), &a, &error), qPrintable(error));
        if (!a.today.meetsTarget) {
            QVERIFY(!a.hasFix);
            QVERIFY(a.notes.join(QLatin1Char(' ')).contains(QStringLiteral("already differ")));
        }
    }

    // Issue 17: Caddy's shares are estimated from sampled key hashes (no closed form), so the
    // report must say "sampled", never "exact table"; a table port says "exact table" and a
    // scheme with exact shares but no table "exact shares".
    void shareLabelsSayWhatWasComputed()
    {
        AdviceReport r;
        QString error;
        QVERIFY2(adviseSection(QStringLiteral("configs/caddy/Caddyfile"), QStringLiteral(":8080"), &r, &error),
                 qPrintable(error));
        QCOMPARE(r.today.shareSamples, qint64(1 << 18));
        QVERIFY(!r.today.fromTable);
        const QString md = AdviceReportFormatter::toMarkdown(r);
        QVERIFY2(md.contains(QStringLiteral("sampled shares (262144 key hashes): busiest")), qPrintable(md));
        QVERIFY2(!md.contains(QStringLiteral("exact table")), qPrintable(md));
        QVERIFY2(!md.contains(QStringLiteral("exact from RingLab's port")), qPrintable(md));
        QVERIFY2(md.contains(QStringLiteral("sampled, not exact")), qPrintable(md));
        const QJsonObject today = AdviceReportFormatter::toJson(r).value(QStringLiteral("today")).toObject();
        QCOMPARE(today.value(QStringLiteral("shares")).toString(), QStringLiteral("sampled"));
        QCOMPARE(today.value(QStringLiteral("shareSamples")).toInteger(), qint64(1 << 18));

        ServerList servers;
        for (int i = 0; i < 10; ++i) {
            Server s;
            s.address = QStringLiteral("10.0.0.%1:80").arg(i + 1);
            servers.append(s);
        }
        struct Expect
        {
            const char *algorithm;
            bool table;
        };
        for (const Expect &e : {Expect{"maglev", true}, Expect{"rendezvous", false}, Expect{"jump", false}}) {
            auto a = AlgorithmRegistry::create(QString::fromLatin1(e.algorithm), servers, {}, &error);
            QVERIFY2(a, qPrintable(error));
            const SpreadSummary s = Advisor::summarize(*a, quick());
            QCOMPARE(s.shareSamples, qint64(0));
            QCOMPARE(s.fromTable, e.table);
            QCOMPARE(s.simulatedRings, 0);
            AdviceReport t;
            t.hasToday = true;
            t.today = s;
            const QString text = AdviceReportFormatter::toMarkdown(t);
            QVERIFY2(text.contains(e.table ? QStringLiteral("exact table: busiest") : QStringLiteral("exact shares: busiest")),
                     qPrintable(text));
            QVERIFY(!text.contains(QStringLiteral("sampled shares")));
        }
    }

    void caddyRefusals_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("mentions");
        QTest::addColumn<int>("line");
        QTest::newRow("policy") << ":80 {\n  reverse_proxy a:1 {\n    lb_policy hashy\n  }\n}\n" << "hashy" << 2;
        QTest::newRow("placeholder") << ":80 {\n  reverse_proxy {\n    to {env.UP}\n  }\n}\n" << "placeholder" << 3;
        QTest::newRow("port") << ":80 {\n  reverse_proxy a:70000\n}\n" << "70000" << 2;
        QTest::newRow("twice") << ":80 {\n  reverse_proxy a:1\n  reverse_proxy b:1 {\n to a:1 b:1\n }\n}\n" << "twice" << 4;
        QTest::newRow("stray brace") << "}\nreverse_proxy a:1\n" << "closing brace" << 1;
        QTest::newRow("deep") << QStringLiteral("reverse_proxy\n") + QStringLiteral("a {\n").repeated(120) << "nested more than" << 102;
        QTest::newRow("quote") << ":80 {\n  reverse_proxy \"a:1\n}\n" << "quote" << 2;
    }
    void caddyRefusals() { expectRefusal(QStringLiteral("caddy")); }

    // --- Traffic Server --------------------------------------------------------------------------
    void trafficServerRules()
    {
        ProxyConfig c;
        QList<ProxyConfig> all;
        QVERIFY(readAll(QStringLiteral("configs/trafficserver/parent.config"), &c, &all));
        QCOMPARE(all.size(), 3);
        QCOMPARE(c.sectionName, QStringLiteral("dest_domain=."));
        QCOMPARE(c.servers.size(), 20);
        QCOMPARE(c.options.value(QStringLiteral("qstring")), QStringLiteral("ignore"));
        const ProxyConfig &img = all.at(1);
        QCOMPARE(img.servers.size(), 5);
        QCOMPARE(img.servers.at(0).hashName, QStringLiteral("img-a"));
        QCOMPARE(img.servers.at(2).weight, 3);
        QCOMPARE(img.options.value(QStringLiteral("secondary")), QStringLiteral("2"));
        QCOMPARE(img.options.value(QStringLiteral("secondary-mode")), QStringLiteral("2"));
        QCOMPARE(img.sectionLine, 3);
        QVERIFY(all.at(2).hashes && !all.at(2).consistent);
        QCOMPARE(portBusiest(img), [&] {
            AdviceReport r;
            QString error;
            return Advisor::advise(img, quick(), &r, &error) ? r.today.busiest : -2.0;
        }());
    }

    void trafficServerWeightFix()
    {
        ProxyConfig c;
        QList<ProxyConfig> all;
        QVERIFY(readAll(QStringLiteral("configs/trafficserver/parent.config"), &c, &all));
        AdvisorOptions o = quick();
        o.epsilon = 0.03; // 1,024 points per parent meet 10 %; ask for more so there is something to fix
        AdviceReport r;
        QString error;
        QVERIFY2(Advisor::advise(c, o, &r, &error), qPrintable(error));
        QCOMPARE(r.today.pointsPerServerMin, 1024);
        QVERIFY(r.hasFix);
        QVERIFY(!r.fix.change.weights.isEmpty());
        const int f = r.fix.change.weights.first();
        QVERIFY(f > 1);
        QVERIFY(r.fix.patchedText.contains(QStringLiteral("cache01.example.net:8080|%1;cache02").arg(f)));
        QCOMPARE(r.fix.after.pointsPerServerMin, 1024 * f);
        // The rule without consistent hashing gets it.
        ProxyConfig legacy = all.at(2);
        AdviceReport l;
        QVERIFY2(Advisor::advise(legacy, quick(), &l, &error), qPrintable(error));
        QVERIFY(l.hasFix);
        QVERIFY(l.fix.change.makeConsistent);
        QVERIFY(l.fix.patchedText.contains(QStringLiteral("round_robin=consistent_hash")));
    }

    void trafficServerRefusals_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("mentions");
        QTest::addColumn<int>("line");
        QTest::newRow("same host") << "# x\ndest_domain=. parent=\"127.0.0.1:9001;127.0.0.1:9002\" round_robin=consistent_hash\n"
                                   << "host:port&host:port" << 2;
        QTest::newRow("fraction") << "dest_domain=. parent=\"a:1|0.5;b:1\" round_robin=consistent_hash\n" << "0.5" << 1;
        QTest::newRow("quote") << "dest_domain=. parent=\"a:1;b:1 round_robin=consistent_hash\n" << "quote" << 1;
        QTest::newRow("no port") << "dest_domain=. parent=\"a;b:1\"\n" << "host:port" << 1;
        QTest::newRow("mode") << "dest_domain=. parent=\"a:1\" secondary_mode=7\n" << "secondary_mode" << 1;
        QTest::newRow("policy") << "\n\ndest_domain=. parent=\"a:1\" round_robin=maybe\n" << "maybe" << 3;
    }
    void trafficServerRefusals() { expectRefusal(QStringLiteral("trafficserver")); }

    // --- twemproxy -------------------------------------------------------------------------------
    void twemproxyPools()
    {
        ProxyConfig c;
        QList<ProxyConfig> all;
        QVERIFY(readAll(QStringLiteral("configs/twemproxy/nutcracker.yml"), &c, &all));
        QCOMPARE(all.size(), 3);
        QCOMPARE(c.sectionName, QStringLiteral("alpha"));
        QCOMPARE(c.algorithm, QStringLiteral("twemproxy-ketama"));
        QCOMPARE(c.servers.size(), 20);
        QCOMPARE(c.serverLines.first(), 10);
        QCOMPARE(c.options.value(QStringLiteral("auto-eject-hosts")), QStringLiteral("true"));
        const ProxyConfig &beta = all.at(1);
        QCOMPARE(beta.algorithm, QStringLiteral("twemproxy-modula"));
        QCOMPARE(beta.options.value(QStringLiteral("hash")), QStringLiteral("murmur"));
        QCOMPARE(beta.servers.at(2).hashName, QStringLiteral("redis-c"));
        QCOMPARE(beta.servers.at(2).weight, 2);
        QVERIFY(!all.at(2).hashes);
    }

    void twemproxyScalingWeightsChangesNothing()
    {
        ProxyConfig c;
        QList<ProxyConfig> all;
        QVERIFY(readAll(QStringLiteral("configs/twemproxy/nutcracker.yml"), &c, &all));
        AdviceReport r;
        QString error;
        QVERIFY2(Advisor::advise(c, quick(), &r, &error), qPrintable(error));
        QCOMPARE(r.today.busiest, portBusiest(c));
        QCOMPARE(r.today.pointsPerServerMin, 160);
        QCOMPARE(r.today.pointsPerServerMax, 160);
        QVERIFY(!r.today.meetsTarget);
        QVERIFY(!r.hasFix); // no ketama setting helps, and the report says so with the port's numbers
        const QString notes = r.notes.join(QLatin1Char(' '));
        QVERIFY2(notes.contains(QStringLiteral("gives the same ring")), qPrintable(notes));
        QVERIFY(notes.contains(QStringLiteral("160 points")));
        // The port agrees: every weight ×10 gives the very same points.
        ProxyConfig scaled = c;
        for (Server &s : scaled.servers)
            s.weight *= 10;
        QString e1, e2;
        auto a = AlgorithmRegistry::create(c.algorithm, c.servers, c.options, &e1);
        auto b = AlgorithmRegistry::create(c.algorithm, scaled.servers, c.options, &e2);
        QVERIFY(a && b);
        QCOMPARE(a->pointCount(), b->pointCount());
        QCOMPARE(a->shares(), b->shares());
        // The alternative is shown with what it costs.
        QCOMPARE(r.alternatives.size(), 1);
        QVERIFY(r.alternatives.first().patchedText.contains(QStringLiteral("  distribution: modula\n  auto_eject_hosts: true")));
        QVERIFY(r.alternatives.first().after.busiest < r.today.busiest);
    }

    void twemproxyModulaGetsKetama()
    {
        ProxyConfig beta;
        QList<ProxyConfig> all;
        QVERIFY(readAll(QStringLiteral("configs/twemproxy/nutcracker.yml"), &beta, &all, QStringLiteral("beta")));
        AdviceReport r;
        QString error;
        QVERIFY2(Advisor::advise(beta, quick(), &r, &error), qPrintable(error));
        QVERIFY(r.hasFix);
        QCOMPARE(r.fix.change.text(TwemproxySettings::kDistribution), QStringLiteral("ketama"));
        QVERIFY(r.fix.patchedText.contains(QStringLiteral("  hash: murmur\n  distribution: ketama\n")));
        QVERIFY(r.fix.patchedText.contains(QStringLiteral("alpha:\n  listen: 127.0.0.1:22121\n  hash: fnv1a_64\n  distribution: ketama")));
        QVERIFY(r.hasWave && r.wave.movedFraction > 0.3);
    }

    void twemproxyRefusals_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("mentions");
        QTest::addColumn<int>("line");
        QTest::newRow("weight") << "a:\n  servers:\n   - 10.0.0.1:11211:0\n" << "weight" << 3;
        QTest::newRow("port") << "a:\n  servers:\n   - 10.0.0.1:1\n" << "port" << 3;
        QTest::newRow("distribution") << "a:\n  distribution: chash\n  servers:\n   - 10.0.0.1:11211:1\n" << "chash" << 2;
        QTest::newRow("hash") << "a:\n  hash: sha1\n  servers:\n   - 10.0.0.1:11211:1\n" << "sha1" << 2;
        QTest::newRow("map item") << "a:\n  servers:\n   - x: 1\n" << "host:port:weight" << 3;
        QTest::newRow("deep") << QStringLiteral("a:\n  servers: ") + QString(150, QLatin1Char('[')) << "nested more than" << 2;
    }
    void twemproxyRefusals() { expectRefusal(QStringLiteral("twemproxy")); }
};

QTEST_GUILESS_MAIN(TestMoreSystemsAdvice)
#include "tst_moresystemsadvice.moc"
