// A system's Advisor part registered from the tests folder alone: the readers' front door
// detects and reads its format, the Advisor builds its port, finds its fix with the shared weight
// strategy and quotes its roll-out facts, and the config check says it cannot check it: no
// shared file knows the system. A format with no Advisor part at all is read by config/'s front
// door alone (ConfigFormat: config/ includes nothing from advisor/).
#include "ringcore/advisor/advisor.h"
#include "ringcore/advisor/advisorsystem.h"
#include "ringcore/advisor/fixfinder.h"
#include "ringcore/config/configformat.h"
#include "ringcore/config/proxyconfigcheck.h"
#include "ringcore/config/proxyconfigreader.h"

#include <QRegularExpression>
#include <QTest>

using namespace ringcore;

namespace {

/// "toyserver ADDRESS WEIGHT" lines and an optional "toyhash consistent": one section, modelled by
/// the registered nginx port (160 points per unit of weight).
class ToyAdvice : public AdvisorSystem
{
public:
    QString name() const override { return QStringLiteral("toy"); }
    QString displayName() const override { return QStringLiteral("Toy"); }
    QString readsWhat() const override { return QStringLiteral("toyserver lines"); }
    int detectPriority() const override { return 1000; }
    bool recognizes(const QString &text, const QString &) const override
    {
        return text.startsWith(QLatin1String("toy"));
    }
    bool read(const QString &text, const ConfigReadOptions &, QList<ProxyConfig> *sections, ConfigError *error) const override
    {
        ProxyConfig c;
        c.system = name();
        c.sectionName = QStringLiteral("all");
        c.sectionLine = 1;
        c.text = text;
        const QStringList lines = text.split(QLatin1Char('\n'));
        for (int i = 0; i < lines.size(); ++i) {
            const QStringList w = lines.at(i).split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (w.size() == 3 && w.at(0) == QLatin1String("toyserver")) {
                c.servers.append(Server{w.at(1), w.at(2).toInt(), false});
                c.serverLines.append(i + 1);
            } else if (w == QStringList{QStringLiteral("toyhash"), QStringLiteral("consistent")}) {
                c.consistent = true;
            } else if (!w.isEmpty()) {
                *error = {i + 1, QStringLiteral("unknown line")};
                return false;
            }
        }
        c.hashes = true;
        c.algorithm = c.consistent ? QStringLiteral("nginx") : QString();
        sections->append(c);
        return true;
    }
    PatchedConfig apply(const ProxyConfig &config, const ConfigChange &change) const override
    {
        PatchedConfig out;
        QStringList lines;
        for (int i = 0; i < config.servers.size(); ++i)
            lines << QStringLiteral("toyserver %1 %2")
                         .arg(config.servers.at(i).address)
                         .arg(change.weights.isEmpty() ? config.servers.at(i).weight : change.weights.at(i));
        if (config.consistent || change.makeConsistent)
            lines << QStringLiteral("toyhash consistent");
        out.text = lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
        out.pasteLines = lines;
        return out;
    }
    bool findFix(const ProxyConfig &config, const AdvisorOptions &options, AdviceReport *report, QString *error) const override
    {
        return FixFinder::scaleWeights(config, options, QStringLiteral("nginx"), QString(), report, error);
    }
    ProxyRolloutFacts rolloutFacts() const override
    {
        ProxyRolloutFacts f;
        f.applyChange = QStringLiteral("a toy reloads");
        f.stagedWeights = true;
        f.stagedHow = QStringLiteral("one toy reload per step");
        return f;
    }
};

/// "plain ADDRESS" lines: a config format only, registered with config/'s own registry.
class PlainFormat : public ConfigFormat
{
public:
    QString name() const override { return QStringLiteral("plain"); }
    QString displayName() const override { return QStringLiteral("Plain"); }
    QString readsWhat() const override { return QStringLiteral("plain lines"); }
    int detectPriority() const override { return 1000; }
    bool recognizes(const QString &text, const QString &) const override
    {
        return text.startsWith(QLatin1String("plain "));
    }
    bool read(const QString &text, const ConfigReadOptions &, QList<ProxyConfig> *sections, ConfigError *) const override
    {
        ProxyConfig c;
        c.system = name();
        c.sectionName = QStringLiteral("all");
        c.text = text;
        for (const QString &line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            c.servers.append(Server{line.section(QLatin1Char(' '), 1, 1), 1, false});
        sections->append(c);
        return true;
    }
    PatchedConfig apply(const ProxyConfig &config, const ConfigChange &) const override
    {
        PatchedConfig out;
        out.text = config.text;
        return out;
    }
};

const bool plainFormatRegistered = ConfigFormatRegistry::add(9001, new PlainFormat);

} // namespace

RINGCORE_REGISTER_ADVISOR_SYSTEM(9000, ToyAdvice)

class TestAdvisorSystemRegistry : public QObject
{
    Q_OBJECT
private slots:
    void theTestSystemIsAFormatLikeTheOthers()
    {
        QVERIFY(AdvisorSystemRegistry::names().contains(QStringLiteral("toy")));
        QCOMPARE(AdvisorSystemRegistry::names().last(), QStringLiteral("toy")); // order 9000: last
        QCOMPARE(ProxyConfigReader::detect(QStringLiteral("toyserver a:1 1\n"), QString()), QStringLiteral("toy"));
        // A text no reader recognises: the error lists what each registered system reads.
        ProxyConfig c;
        ConfigError e;
        QVERIFY(!ProxyConfigReader::read(QStringLiteral("hello\n"), QString(), {}, &c, &e));
        QVERIFY2(e.reason.contains(QStringLiteral("toyserver lines")), qPrintable(e.reason));
    }

    // config/ reads a format that has no Advisor part; the Advisor's list holds only its own
    // systems, each of them the very format config/ asks.
    void configReadsFormatsWithoutTheAdvisor()
    {
        QVERIFY(plainFormatRegistered);
        const QString text = QStringLiteral("plain 10.0.0.1:80\nplain 10.0.0.2:80\n");
        QCOMPARE(ProxyConfigReader::detect(text, QString()), QStringLiteral("plain"));
        ProxyConfig c;
        ConfigError e;
        QVERIFY2(ProxyConfigReader::read(text, QString(), {}, &c, &e), qPrintable(e.toString()));
        QCOMPARE(c.system, QStringLiteral("plain"));
        QCOMPARE(c.servers.size(), 2);
        QVERIFY(!ProxyConfigCheck::check(c).ran); // no check program
        QVERIFY(!AdvisorSystemRegistry::names().contains(QStringLiteral("plain")));
        QVERIFY(!AdvisorSystemRegistry::find(QStringLiteral("plain")));
        QVERIFY(!AdvisorSystemRegistry::detect(text, QString()));
        QCOMPARE(ConfigFormatRegistry::all().size(), AdvisorSystemRegistry::all().size() + 1);
        for (const AdvisorSystem *system : AdvisorSystemRegistry::all())
            QCOMPARE(ConfigFormatRegistry::find(system->name()), static_cast<const ConfigFormat *>(system));
    }

    void advisesThroughItsDescription()
    {
        QString text;
        for (int i = 0; i < 10; ++i)
            text += QStringLiteral("toyserver 10.0.0.%1:80 1\n").arg(i + 1);
        text += QStringLiteral("toyhash consistent\n");
        ProxyConfig config;
        ConfigError e;
        QVERIFY2(ProxyConfigReader::read(text, QString(), {}, &config, &e), qPrintable(e.toString()));
        QCOMPARE(config.system, QStringLiteral("toy"));
        AdvisorOptions options;
        options.epsilon = 0.05;
        options.simulatedRings = 50;
        options.remapKeys = 10000;
        AdviceReport report;
        QString why;
        QVERIFY2(Advisor::advise(config, options, &report, &why), qPrintable(why));
        QVERIFY(report.hasToday);
        QCOMPARE(report.today.points, size_t(1600)); // the nginx port: 160 points per unit of weight
        QVERIFY(report.hasFix);
        QVERIFY(report.fix.change.weights.first() > 1);
        QVERIFY(report.fix.pasteLines.first().startsWith(QLatin1String("toyserver 10.0.0.1:80 ")));
        QCOMPARE(report.rollout.name, QStringLiteral("Toy"));
        QCOMPARE(report.rollout.system, QStringLiteral("toy"));
        QCOMPARE(report.rollout.applyChange, QStringLiteral("a toy reloads"));
        // No check program: not checked, naming the systems that have one.
        const ProxyCheckResult check = ProxyConfigCheck::check(config);
        QVERIFY(!check.ran);
        QVERIFY2(check.skipped.contains(QStringLiteral("nginx and HAProxy")), qPrintable(check.skipped));
    }
};

QTEST_GUILESS_MAIN(TestAdvisorSystemRegistry)
#include "tst_advisorsystemregistry.moc"
