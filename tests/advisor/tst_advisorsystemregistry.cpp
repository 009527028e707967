// A system's Advisor part registered from the tests folder alone: the readers' front door
// detects and reads its format, the Advisor builds its port, finds its fix with the shared weight
// strategy and quotes its roll-out facts, and the config check says it cannot check it: no
// shared file knows the system. A format with no Advisor part at all is read by config/'s front
// door alone (ConfigFormat: config/ includes nothing from advisor/).
#include "ringcore/advisor/advicereportformatter.h"
#include "ringcore/advisor/advisor.h"
#include "ringcore/advisor/advisorsystem.h"
#include "ringcore/advisor/fixfinder.h"
#include "ringcore/advisor/rolloutplanner.h"
#include "ringcore/config/configformat.h"
#include "ringcore/config/proxyconfigcheck.h"
#include "ringcore/config/proxyconfigreader.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include <cmath>

using namespace ringcore;

namespace {

/// The two test systems below read one section of "<prefix>server ADDRESS WEIGHT" lines and
/// lines of their own: the reading they share is written once, here.
class LineAdvice : public AdvisorSystem
{
public:
    LineAdvice(QString prefix, int priority)
        : m_prefix(std::move(prefix))
        , m_priority(priority)
    {
    }
    QString name() const override { return m_prefix; }
    QString displayName() const override { return m_prefix.left(1).toUpper() + m_prefix.mid(1); }
    QString readsWhat() const override { return m_prefix + QStringLiteral("server lines"); }
    int detectPriority() const override { return m_priority; }
    bool recognizes(const QString &text, const QString &) const override { return text.startsWith(m_prefix); }
    bool read(const QString &text, const ConfigReadOptions &, QList<ProxyConfig> *sections, ConfigError *error) const override
    {
        ProxyConfig c;
        c.system = name();
        c.sectionName = QStringLiteral("all");
        c.sectionLine = 1;
        c.text = text;
        c.hashes = true;
        start(&c);
        const QStringList lines = text.split(QLatin1Char('\n'));
        for (int i = 0; i < lines.size(); ++i) {
            const QStringList w = lines.at(i).split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (w.size() == 3 && w.at(0) == m_prefix + QStringLiteral("server")) {
                c.servers.append(Server{w.at(1), w.at(2).toInt(), false});
                c.serverLines.append(i + 1);
            } else if (!w.isEmpty() && !readLine(w, &c)) {
                *error = {i + 1, QStringLiteral("unknown line")};
                return false;
            }
        }
        finish(&c);
        sections->append(c);
        return true;
    }

protected:
    /// Before the lines: the system's defaults.
    virtual void start(ProxyConfig *) const {}
    /// A line of the system's own; false: unknown.
    virtual bool readLine(const QStringList &words, ProxyConfig *c) const = 0;
    /// After the lines: the algorithm that models what was read.
    virtual void finish(ProxyConfig *c) const = 0;

private:
    QString m_prefix;
    int m_priority;
};

/// "toyserver ADDRESS WEIGHT" lines and an optional "toyhash consistent": one section, modelled by
/// the registered nginx port (160 points per unit of weight).
class ToyAdvice : public LineAdvice
{
public:
    ToyAdvice()
        : LineAdvice(QStringLiteral("toy"), 1000)
    {
    }
    bool readLine(const QStringList &w, ProxyConfig *c) const override
    {
        if (w != QStringList{QStringLiteral("toyhash"), QStringLiteral("consistent")})
            return false;
        c->consistent = true;
        return true;
    }
    void finish(ProxyConfig *c) const override { c->algorithm = c->consistent ? QStringLiteral("nginx") : QString(); }
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

/// A system with an Advisor setting of its own: "steppedserver ADDRESS WEIGHT" lines and an
/// optional "steppedreplicas N", modelled by the registered Varnish shard port. Its setting's name
/// is declared here, not in ConfigChange; it stages it in steps itself, and finds its sections
/// ("steppedsection NAME") for the config check itself.
const QString kSteppedReplicas = QStringLiteral("steppedReplicas");
const QString kSteppedSwitch = QStringLiteral("steppedSwitch");

class SteppedAdvice : public LineAdvice
{
public:
    SteppedAdvice()
        : LineAdvice(QStringLiteral("stepped"), 1001)
    {
    }
    void start(ProxyConfig *c) const override { c->options.insert(QStringLiteral("replicas"), QStringLiteral("67")); }
    bool readLine(const QStringList &w, ProxyConfig *c) const override
    {
        if (w.size() == 2 && w.at(0) == QLatin1String("steppedreplicas")) {
            c->options.insert(QStringLiteral("replicas"), w.at(1));
            return true;
        }
        return w.at(0) == QLatin1String("steppedsection") || w.at(0) == QLatin1String("stepped");
    }
    void finish(ProxyConfig *c) const override
    {
        c->consistent = true;
        c->algorithm = QStringLiteral("varnish-shard");
    }
    PatchedConfig apply(const ProxyConfig &config, const ConfigChange &change) const override
    {
        PatchedConfig out;
        QStringList lines;
        for (const Server &s : config.servers)
            lines << QStringLiteral("steppedserver %1 %2").arg(s.address).arg(s.weight);
        if (change.integer(kSteppedReplicas) > 0)
            lines << QStringLiteral("steppedreplicas %1").arg(change.integer(kSteppedReplicas));
        out.text = lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
        out.pasteLines = lines;
        return out;
    }
    bool findFix(const ProxyConfig &, const AdvisorOptions &, AdviceReport *, QString *) const override { return true; }
    ProxyRolloutFacts rolloutFacts() const override { return {}; }

    SettingsStaging settingsStaging(const ConfigChange &target) const override
    {
        if (target.flag(kSteppedSwitch))
            return SettingsStaging::Blocks;
        return target.has(kSteppedReplicas) ? SettingsStaging::Steps : SettingsStaging::Carried;
    }
    bool stepSettings(const ProxyConfig &config, const ConfigChange &target, double t, ConfigChange *step,
                      QString *setting, QVariantMap *shown) const override
    {
        const qint64 from = config.options.value(QStringLiteral("replicas")).toLongLong();
        const qint64 to = target.integer(kSteppedReplicas);
        const qint64 replicas = std::llround(double(from) + double(to - from) * t);
        step->settings.insert(kSteppedReplicas, replicas);
        shown->insert(kSteppedReplicas, replicas);
        *setting = QStringLiteral("stepped replicas %1").arg(replicas);
        return replicas == from;
    }

    bool sectionAt(const QString &text, int line, QString *name, int *sectionLine) const override
    {
        static const QRegularExpression heading(QStringLiteral("^steppedsection\\s+(\\S+)"));
        return sectionAbove(text, line, heading, name, sectionLine);
    }
    QString checkProgram() const override { return QStringLiteral("ringlab-no-such-stepped-checker"); }
    QString checkCommand() const override { return QStringLiteral("stepped --check"); }
};

} // namespace

RINGCORE_REGISTER_ADVISOR_SYSTEM(9000, ToyAdvice)
RINGCORE_REGISTER_ADVISOR_SYSTEM(8999, SteppedAdvice)

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
        QVERIFY2(check.skipped.contains(QStringLiteral("nginx, HAProxy and Stepped")), qPrintable(check.skipped));
    }

    // A system's own setting reaches the patched text, the staged roll-out and the report's JSON
    // through its AdvisorSystem alone (ConfigChange::settings, settingsStaging, stepSettings).
    void aSystemStagesItsOwnSetting()
    {
        QString text = QStringLiteral("stepped\n");
        for (int i = 0; i < 8; ++i)
            text += QStringLiteral("steppedserver 10.0.0.%1:80 1\n").arg(i + 1);
        ProxyConfig config;
        ConfigError e;
        QVERIFY2(ProxyConfigReader::read(text, QString(), {}, &config, &e), qPrintable(e.toString()));
        QCOMPARE(config.system, QStringLiteral("stepped"));
        AdviceFix fix;
        fix.title = QStringLiteral("Raise the stepped replicas");
        fix.change.settings.insert(kSteppedReplicas, 267);
        AdvisorOptions options;
        options.remapKeys = 20000;
        QString error;
        const QList<RolloutStage> stages = RolloutPlanner::stages(config, fix, options, &error);
        QVERIFY2(stages.size() == 4, qPrintable(error + QString::number(stages.size())));
        qint64 previous = 67;
        for (const RolloutStage &stage : stages) {
            const qint64 replicas = stage.settings.value(kSteppedReplicas).toLongLong();
            QVERIFY2(replicas > previous, qPrintable(stage.setting));
            QCOMPARE(stage.setting, QStringLiteral("stepped replicas %1").arg(replicas));
            QVERIFY(stage.movedFraction > 0);
            previous = replicas;
        }
        QCOMPARE(previous, qint64(267));
        AdviceReport report;
        report.config = config;
        report.stages = stages;
        report.hasWave = true;
        const QJsonArray json = AdviceReportFormatter::toJson(report)
                                    .value(QStringLiteral("rollout")).toObject()
                                    .value(QStringLiteral("stages")).toArray();
        QCOMPARE(json.size(), 4);
        QCOMPARE(json.last().toObject().value(kSteppedReplicas).toInteger(), qint64(267));

        // A setting the system says blocks staging: one step, the fix's own title.
        fix.change.settings.insert(kSteppedSwitch, true);
        const QList<RolloutStage> one = RolloutPlanner::stages(config, fix, options, &error);
        QCOMPARE(one.size(), 1);
        QCOMPARE(one.first().setting, fix.title);
    }

    // A refused config's section is found by its system (ConfigFormat::sectionAt).
    void aSystemFindsTheRefusedSection()
    {
        const QString text = QStringLiteral("stepped\nsteppedsection first\nsteppedserver a:1 1\n"
                                            "steppedsection second\nsteppedserver b:1 1\nbad line\n");
        QString section;
        const ProxyCheckResult r = ProxyConfigCheck::checkRefused(text, QString(), QStringLiteral("stepped"), 6, &section);
        QCOMPARE(section, QStringLiteral("second"));
        QVERIFY2(r.skipped.contains(QStringLiteral("not installed")), qPrintable(r.skipped));
        QString none;
        const ProxyCheckResult above = ProxyConfigCheck::checkRefused(QStringLiteral("stepped\nbad\n"), QString(),
                                                                      QStringLiteral("stepped"), 2, &none);
        QVERIFY2(above.skipped.contains(QStringLiteral("no section found")), qPrintable(above.skipped));
        QVERIFY(none.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestAdvisorSystemRegistry)
#include "tst_advisorsystemregistry.moc"
