// The Advisor part of "test-line" (issue 35 item 7: an Advisor setting registered from the tests
// folder alone). It reads ringlab-testproxy's config (testproxyconfig.h), advises on its own
// setting "points" (test-fnv-ring's points per unit of weight: the smallest that meets the
// target, written as a `points N` line) and checks a config with the system's own program,
// `ringlab-testproxy --check FILE`, as nginx's part runs `nginx -t`.
#include "testfnvring.h"
#include "testproxyconfig.h"

#include "ringcore/advisor/advisorsystem.h"
#include "ringcore/advisor/fixfinder.h"
#include "ringcore/config/proxyconfigreader.h"

#include <QRegularExpression>

namespace ringlab::test {

namespace {

using namespace ringcore;

const QString kPoints = QStringLiteral("points");            ///< the setting, and the fact of its value
const QString kPointsLine = QStringLiteral("pointsLine");    ///< facts: the `points` line, 0 when none
const QString kAlgorithmLine = QStringLiteral("algorithmLine");

/// The points per server test-fnv-ring builds with `points` per unit of weight (0 for a down server).
std::vector<int64_t> pointsPerServer(const ProxyConfig &config, qint64 points)
{
    std::vector<int64_t> counts;
    for (const Server &s : config.servers)
        counts.push_back(s.down ? 0 : points * s.weight);
    return counts;
}

class TestLineAdvice : public AdvisorSystem
{
public:
    QString name() const override { return QStringLiteral("test-line"); }
    QString displayName() const override { return QStringLiteral("RingLab test proxy"); }
    QString readsWhat() const override { return QStringLiteral("a ringlab-testproxy config (listen, algorithm, server lines)"); }

    // Above the real systems': no config of theirs has an `algorithm NAME` line, while a
    // test-proxy config's `listen` line would read as HAProxy's.
    int detectPriority() const override { return 90; }
    bool recognizes(const QString &text, const QString &fileName) const override
    {
        Q_UNUSED(fileName);
        static const QRegularExpression algorithm(QStringLiteral("^\\s*algorithm\\s+\\S+\\s*$"), QRegularExpression::MultilineOption);
        static const QRegularExpression server(QStringLiteral("^\\s*server\\s+\\S+\\s+\\d+"), QRegularExpression::MultilineOption);
        return algorithm.match(text).hasMatch() && server.match(text).hasMatch();
    }

    bool read(const QString &text, const ConfigReadOptions &, QList<ProxyConfig> *sections, ConfigError *error) const override
    {
        TestProxyConfig file;
        if (!TestProxyConfig::readText(text, &file, &error->line, &error->reason))
            return false;
        ProxyConfig c;
        c.system = name();
        c.sectionName = QStringLiteral("testproxy");
        c.sectionLine = 1;
        c.algorithm = file.algorithm;
        c.hashes = c.consistent = true;
        c.hashKey = QStringLiteral("key");
        c.servers = file.servers;
        c.serverLines = file.serverLines;
        c.options = file.options;
        c.facts.insert(kAlgorithmLine, file.algorithmLine);
        c.facts.insert(kPointsLine, file.optionLines.value(kPoints));
        c.facts.insert(kPoints, file.options.value(kPoints, QString::number(TestFnvRing::kDefaultPoints)).toLongLong());
        if (!file.optionLines.contains(kPoints) && c.algorithm == QLatin1String("test-fnv-ring"))
            c.defaults.append(QStringLiteral("points: %1 (ringlab-testproxy default)").arg(TestFnvRing::kDefaultPoints));
        c.text = text;
        sections->append(c);
        return true;
    }

    PatchedConfig apply(const ProxyConfig &config, const ConfigChange &change) const override
    {
        PatchedConfig out;
        QStringList lines = config.text.split(QLatin1Char('\n'));
        for (int i = 0; i < change.weights.size() && i < config.serverLines.size(); ++i) {
            const Server &s = config.servers.at(i);
            QString &line = lines[config.serverLines.at(i) - 1];
            line = QStringLiteral("server %1 %2%3").arg(s.address).arg(change.weights.at(i)).arg(s.down ? QStringLiteral(" down") : QString());
            out.pasteLines.append(line);
        }
        if (change.has(kPoints)) {
            const QString line = QStringLiteral("points %1").arg(change.integer(kPoints));
            const int at = config.facts.value(kPointsLine).toInt();
            if (at > 0)
                lines[at - 1] = line;
            else
                lines.insert(config.facts.value(kAlgorithmLine).toInt(), line); // after the algorithm line
            out.pasteLines.append(line);
        }
        out.text = lines.join(QLatin1Char('\n'));
        return out;
    }

    bool findFix(const ProxyConfig &config, const AdvisorOptions &options, AdviceReport *report, QString *error) const override
    {
        if (config.algorithm != QLatin1String("test-fnv-ring")) {
            report->notes.append(QStringLiteral("only test-fnv-ring has a points setting to raise"));
            return true;
        }
        const qint64 today = config.facts.value(kPoints).toLongLong();
        const qint64 found = FixFinder::smallestPassing(
            today + 1, TestFnvRing::kMaxPoints,
            [&](qint64 x) { return FixFinder::screen(pointsPerServer(config, x), config, false, options); }, options.cancel);
        if (options.cancel.isCancelled()) {
            *error = Advisor::cancelledText();
            return false;
        }
        const qint64 points = std::min<qint64>(found, TestFnvRing::kMaxPoints);
        if (points <= today)
            return true; // already at the maximum
        ConfigChange change;
        change.settings.insert(kPoints, points);
        AdviceFix fix;
        ProxyConfig patched;
        if (!Advisor::evaluate(config, change, options, &fix, &patched, error))
            return false;
        fix.title = QStringLiteral("Raise points from %1 to %2").arg(today).arg(points);
        fix.why = found <= TestFnvRing::kMaxPoints
                      ? QStringLiteral("the smallest points per unit of weight whose rings meet the target")
                      : QStringLiteral("no points up to the maximum %1 meets the target").arg(TestFnvRing::kMaxPoints);
        report->fix = fix;
        report->hasFix = true;
        return true;
    }

    ProxyRolloutFacts rolloutFacts() const override
    {
        ProxyRolloutFacts f;
        f.system = name();
        f.name = displayName();
        f.applyChange = QStringLiteral("ringlab-testproxy reads its config once when it starts; a new config takes "
                                       "effect at a restart, every key on the new ring at once.");
        f.dualRingHow = QStringLiteral("none: one ring per process");
        return f;
    }

    // The system's own check: ringlab-testproxy --check on a private copy of the whole file (it
    // reads the file and builds the ring; it opens no log and listens on nothing).
    QString checkProgram() const override { return QStringLiteral("ringlab-testproxy"); }
    QString checkCommand() const override { return QStringLiteral("ringlab-testproxy --check"); }
    QString checkFileName() const override { return QStringLiteral("testproxy.conf"); }
    QString checkConfig(const ProxyConfig &config, const QString &dir, QList<int> *lineMap, QString *error) const override
    {
        Q_UNUSED(dir);
        Q_UNUSED(error);
        const qsizetype lines = config.text.count(QLatin1Char('\n')) + 1;
        lineMap->clear();
        for (int i = 1; i <= lines; ++i)
            lineMap->append(i);
        return config.text;
    }
    QStringList checkArguments(const QString &dir, const QString &file) const override
    {
        Q_UNUSED(dir);
        return {QStringLiteral("--check"), file};
    }
    bool checkMessage(const QString &line, bool *isError, QString *message) const override
    {
        if (line.endsWith(QLatin1String("syntax is ok")))
            return false;
        *isError = true;
        *message = line;
        return true;
    }
    QString checkVersion(const QString &versionOutput) const override
    {
        const QString first = versionOutput.trimmed().section(QLatin1Char('\n'), 0, 0);
        return first.startsWith(QLatin1String("ringlab-testproxy ")) ? first : QString();
    }
    bool sectionAt(const QString &text, int line, QString *name, int *sectionLine) const override
    {
        Q_UNUSED(line);
        *name = QStringLiteral("testproxy");
        *sectionLine = 1;
        return !text.isEmpty();
    }
};

} // namespace

} // namespace ringlab::test

namespace ringcore {
RINGCORE_REGISTER_ADVISOR_SYSTEM(90, ringlab::test::TestLineAdvice)
}
