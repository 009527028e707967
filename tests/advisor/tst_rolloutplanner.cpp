// The roll-out plan per proxy: the fix reached through intermediate weights (nginx, HAProxy) or
// ring sizes (Envoy), each step's moved share equal to a key-by-key count between the two steps'
// rings, the steps ending exactly at the fix; one step when the change cannot be staged; and a
// report that says what each proxy can do, with a header on every table.
#include "support/testpaths.h"

#include "ringcore/advisor/advicereportformatter.h"
#include "ringcore/advisor/advisor.h"
#include "ringcore/advisor/rolloutplanner.h"
#include "ringcore/config/proxyconfigreader.h"
#include "ringcore/systems/envoy/envoyconfigreader.h"
#include "ringcore/keys/keygenerator.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include <cmath>

using namespace ringcore;
using ringlab::test::dataFile;

namespace {

bool readData(const QString &file, ProxyConfig *c)
{
    ConfigError e;
    return ProxyConfigReader::readFile(dataFile(QStringLiteral("configs/") + file), {}, c, &e);
}

/// The minimum ring size a stage lists (0: none).
qint64 ringSize(const RolloutStage &stage)
{
    return stage.settings.value(EnvoySettings::kMinRingSize).toLongLong();
}

std::unique_ptr<Algorithm> buildStage(const ProxyConfig &c, const RolloutStage &stage, const ConfigChange &fix)
{
    ConfigChange change = fix;
    if (!stage.weights.isEmpty())
        change.weights = stage.weights;
    for (auto it = stage.settings.cbegin(); it != stage.settings.cend(); ++it)
        change.settings.insert(it.key(), it.value()); // Envoy lists its ring size under its setting's name
    const PatchedConfig p = ProxyConfigReader::apply(c, change);
    ProxyConfig patched;
    ConfigError e;
    QString error;
    if (!p.error.isEmpty() || !ProxyConfigReader::readBack(c, p.text, &patched, &e))
        return nullptr;
    return Advisor::build(patched, &error);
}

} // namespace

class TestRolloutPlanner : public QObject
{
    Q_OBJECT
private slots:
    void stagesEndAtTheFixAndCountTheMovedKeys_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("proxy");
        QTest::newRow("nginx weights") << "nginx/seed-nginx.conf" << "nginx";
        QTest::newRow("haproxy weights") << "haproxy/seed-haproxy-default.cfg" << "HAProxy";
        QTest::newRow("envoy ring size") << "envoy/seed-envoy-default.yaml" << "Envoy";
    }

    void stagesEndAtTheFixAndCountTheMovedKeys()
    {
        QFETCH(QString, file);
        QFETCH(QString, proxy);
        ProxyConfig c;
        QVERIFY(readData(file, &c));
        AdvisorOptions o;
        o.remapKeys = 200000;
        AdviceReport r;
        QString error;
        QVERIFY2(Advisor::advise(c, o, &r, &error), qPrintable(error));
        QVERIFY(r.hasFix && r.hasWave);
        QCOMPARE(r.rollout.name, proxy);
        QVERIFY2(r.stages.size() >= 2, qPrintable(QString::number(r.stages.size())));
        // The last step is the fix itself.
        const RolloutStage &last = r.stages.back();
        if (!r.fix.change.weights.isEmpty())
            QCOMPARE(last.weights, r.fix.change.weights);
        else
            QCOMPARE(ringSize(last), r.fix.change.integer(EnvoySettings::kMinRingSize));
        // Steps go one way, the running total adds up, and together they move at least what one
        // step moves (a key can move twice, never less than once).
        double sum = 0;
        for (int i = 0; i < r.stages.size(); ++i) {
            const RolloutStage &s = r.stages.at(i);
            QVERIFY(s.movedFraction > 0 && s.movedFraction < 1);
            sum += s.movedFraction;
            QVERIFY(std::abs(s.cumulativeMisses - sum) < 1e-12);
            if (i > 0 && !s.weights.isEmpty())
                for (int k = 0; k < s.weights.size(); ++k)
                    QVERIFY(s.weights.at(k) >= r.stages.at(i - 1).weights.at(k));
            if (i > 0 && ringSize(s) > 0)
                QVERIFY(ringSize(s) > ringSize(r.stages.at(i - 1)));
        }
        QVERIFY2(sum >= r.wave.movedFraction - 1e-9, qPrintable(QStringLiteral("%1 < %2").arg(sum).arg(r.wave.movedFraction)));
        if (c.system == QLatin1String("haproxy"))
            for (int w : last.weights)
                QVERIFY(w <= 256);

        // Each step's share, counted key by key between that step's ring and the one before.
        auto before = Advisor::build(c, &error);
        QVERIFY(before);
        const qint64 n = 200000;
        const KeyGenerator keys(KeyGenerator::DefaultSeed + 11); // not the keys the planner routed
        char key[KeyGenerator::KeyLength];
        for (const RolloutStage &stage : r.stages) {
            auto after = buildStage(c, stage, r.fix.change);
            QVERIFY(after);
            qint64 moved = 0;
            for (qint64 i = 0; i < n; ++i) {
                keys.writeKey(uint64_t(i), key);
                const QByteArrayView k(key, KeyGenerator::KeyLength);
                moved += before->route(k) != after->route(k);
            }
            const double p = stage.movedFraction;
            const double observed = double(moved) / double(n);
            const double sigma = std::sqrt(std::max(p * (1 - p), 1e-9) / double(n));
            QVERIFY2(std::abs(observed - p) < 5 * sigma + 1e-6,
                     qPrintable(QStringLiteral("%1: planned %2, counted %3").arg(stage.setting).arg(p).arg(observed)));
            before = std::move(after);
        }
    }

    void weightStepsKeepTheRatio()
    {
        // Weights 1, 1, 3 scaled by one factor ("weights stay in the same ratio"): every step is
        // today's weights times a whole factor, never 4, 4, 11 (not 1:1:3).
        const QString text = QStringLiteral("defaults\n  mode http\nbackend be\n  balance uri\n  hash-type consistent\n"
                                            "  server s1 127.0.0.1:9001 check\n  server s2 127.0.0.1:9002 check\n"
                                            "  server s3 127.0.0.1:9003 check weight 3\n");
        ProxyConfig c;
        ConfigError e;
        QVERIFY2(ProxyConfigReader::read(text, QStringLiteral("haproxy.cfg"), {}, &c, &e), qPrintable(e.toString()));
        AdvisorOptions o;
        o.remapKeys = 20000;
        AdviceReport r;
        QString error;
        QVERIFY2(Advisor::advise(c, o, &r, &error), qPrintable(error));
        QVERIFY(r.hasFix);
        QCOMPARE(r.fix.change.weights.size(), 3);
        const int factor = r.fix.change.weights.at(0);
        QVERIFY(factor > 2);
        QCOMPARE(r.fix.change.weights, (QList<int>{factor, factor, 3 * factor}));
        QVERIFY(r.stages.size() >= 2);
        for (const RolloutStage &stage : r.stages) {
            QCOMPARE(stage.weights.size(), 3);
            QVERIFY2(stage.weights.at(0) == stage.weights.at(1) && stage.weights.at(2) == 3 * stage.weights.at(0),
                     qPrintable(stage.setting));
            QVERIFY2(stage.setting.startsWith(QStringLiteral("every weight ×")), qPrintable(stage.setting));
        }
    }

    void noStepKeepsTodaysSetting_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QList<int>>("weights");
        QTest::addColumn<qint64>("minRingSize");
        // ×2 in four steps: the first (a quarter of the way) rounds to ×1, today's weights.
        QTest::newRow("weights x2") << QStringLiteral("defaults\n  mode http\nbackend be\n  balance uri\n  hash-type consistent\n"
                                                    "  server s1 127.0.0.1:9001\n  server s2 127.0.0.1:9002\n")
                                    << QStringLiteral("haproxy.cfg") << QList<int>{2, 2} << qint64(0);
        // 1,024 → 2,048 in whole 1,024s: the first step is 1,024 again.
        QTest::newRow("ring size") << QString() << QStringLiteral("envoy/seed-envoy-default.yaml") << QList<int>{} << qint64(-1);
    }
    void noStepKeepsTodaysSetting()
    {
        // Issue 33 (15): the roll-out plan listed a no-op "every weight ×1" step (0 % moved).
        QFETCH(QString, text);
        QFETCH(QString, file);
        QFETCH(QList<int>, weights);
        QFETCH(qint64, minRingSize);
        ProxyConfig c;
        ConfigError e;
        if (text.isEmpty())
            QVERIFY(readData(file, &c));
        else
            QVERIFY2(ProxyConfigReader::read(text, file, {}, &c, &e), qPrintable(e.toString()));
        AdviceFix fix;
        fix.title = QStringLiteral("fix");
        fix.change.weights = weights;
        if (minRingSize < 0)
            minRingSize = c.facts.value(EnvoySettings::kMinRingSize).toLongLong() + 1024;
        if (minRingSize > 0)
            fix.change.settings.insert(EnvoySettings::kMinRingSize, minRingSize);
        AdvisorOptions o;
        o.remapKeys = 2000;
        QString error;
        const QList<RolloutStage> stages = RolloutPlanner::stages(c, fix, o, &error);
        QVERIFY2(!stages.isEmpty(), qPrintable(error));
        for (const RolloutStage &stage : stages) {
            QVERIFY2(!stage.setting.endsWith(QStringLiteral("×1")), qPrintable(stage.setting));
            QVERIFY2(stage.movedFraction > 0, qPrintable(QStringLiteral("%1 moves nothing").arg(stage.setting)));
            if (minRingSize > 0)
                QVERIFY2(ringSize(stage) != c.facts.value(EnvoySettings::kMinRingSize).toLongLong(), qPrintable(stage.setting));
        }
    }

    void switchingToARingIsOneStep()
    {
        // hash without "consistent": the fix switches nginx to a ring, which no weight step eases.
        ProxyConfig c;
        QVERIFY(readData(QStringLiteral("nginx/plain-hash.conf"), &c));
        QVERIFY(!c.consistent);
        AdviceReport r;
        QString error;
        QVERIFY2(Advisor::advise(c, AdvisorOptions(), &r, &error), qPrintable(error));
        QVERIFY(r.hasFix && r.hasWave);
        QCOMPARE(r.stages.size(), 1);
        QCOMPARE(r.stages.front().movedFraction, r.wave.movedFraction);
        const QString md = AdviceReportFormatter::toMarkdown(r);
        QVERIFY2(md.contains(QStringLiteral("cannot be made in smaller steps on nginx")), qPrintable(md));
    }

    void reportSaysWhatEachProxyCanDo_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("mechanism");
        QTest::addColumn<QString>("staged");
        QTest::newRow("nginx") << "nginx/seed-nginx.conf" << "split_clients" << "### In steps on nginx (one reload per step";
        QTest::newRow("haproxy") << "haproxy/seed-haproxy-default.cfg" << "use_backend"
                                 << "### In steps on HAProxy (one reload per step";
        QTest::newRow("envoy") << "envoy/seed-envoy-default.yaml" << "weighted_clusters" << "### In steps on Envoy";
    }

    void reportSaysWhatEachProxyCanDo()
    {
        QFETCH(QString, file);
        QFETCH(QString, mechanism);
        QFETCH(QString, staged);
        ProxyConfig c;
        QVERIFY(readData(file, &c));
        AdviceReport r;
        QString error;
        QVERIFY2(Advisor::advise(c, AdvisorOptions(), &r, &error), qPrintable(error));
        const QString md = AdviceReportFormatter::toMarkdown(r);
        QVERIFY2(md.contains(staged), qPrintable(md));
        QVERIFY2(md.contains(mechanism), qPrintable(md));
        // No proxy is said to do Cloudflare's own migration.
        QVERIFY2(!md.contains(QStringLiteral("Cloudflare's dual-ring")), qPrintable(md));
        // Every table starts with a header row whose cells all say something.
        const QStringList lines = md.split(QLatin1Char('\n'));
        int tables = 0;
        for (int i = 1; i < lines.size(); ++i) {
            if (!lines.at(i).startsWith(QStringLiteral("|---")))
                continue;
            ++tables;
            const QString header = lines.at(i - 1);
            QVERIFY2(header.startsWith(QLatin1Char('|')), qPrintable(header));
            const QStringList cells = header.mid(1, header.size() - 2).split(QLatin1Char('|'));
            for (const QString &cell : cells)
                QVERIFY2(!cell.trimmed().isEmpty(), qPrintable(QStringLiteral("empty header cell: ") + header));
        }
        QVERIFY(tables >= 4); // today, the fix, the cost, the steps (and the dual ring)
        const QJsonObject json = AdviceReportFormatter::toJson(r);
        QVERIFY(json.contains(QStringLiteral("rollout")));
        QCOMPARE(json.value(QStringLiteral("rollout")).toObject().value(QStringLiteral("stages")).toArray().size(), r.stages.size());
    }
};

QTEST_GUILESS_MAIN(TestRolloutPlanner)
#include "tst_rolloutplanner.moc"
