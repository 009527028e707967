// The experiment panel refuses every bad number in every numeric field, for every algorithm:
// keys, seed and each numeric option the registry declares, given empty, not a number, negative,
// NaN, infinity, huge, fractional (whole-number fields) and one step outside its range. Each is
// refused inline with a message naming the field, and the experiment is not changed (no valid
// edit is announced, nothing is clamped).
#include "gui/experiment/experimentpanel.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QLabel>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace ringlab::gui;

class TestExperimentPanel : public QObject
{
    Q_OBJECT
private slots:
    void everyNumericFieldRefusesBadNumbers_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("text");
        const QStringList always{QString(), QStringLiteral("abc"), QStringLiteral("-5"), QStringLiteral("NaN"),
                                 QStringLiteral("nan"), QStringLiteral("inf"), QStringLiteral("1e30"),
                                 QStringLiteral("99999999999999999999999"), QStringLiteral("12 34")};
        const auto rows = [&](const QString &algorithm, const QString &field, QStringList extra) {
            for (const QString &text : always + extra)
                QTest::addRow("%s %s \"%s\"", qPrintable(algorithm), qPrintable(field), qPrintable(text))
                    << algorithm << field << text;
        };
        rows(QStringLiteral("nginx"), QStringLiteral("keys"), {QStringLiteral("1000000001"), QStringLiteral("1.5")});
        rows(QStringLiteral("nginx"), QStringLiteral("seed"), {QStringLiteral("18446744073709551616"), QStringLiteral("1.5")});
        for (const ringcore::AlgorithmInfo &info : ringcore::AlgorithmRegistry::all()) {
            for (const ringcore::OptionSpec &o : info.options) {
                if (!o.choices.isEmpty() || o.text || o.name == QLatin1String("keys") || o.name == QLatin1String("seed"))
                    continue; // enumerated or free text, or shadowed by the experiment's own field of that name
                QStringList extra{QString::number(o.minimum - 1, 'g', 17), QString::number(o.maximum + 1, 'g', 17)};
                if (o.minimum > 0)
                    extra << QStringLiteral("0");
                if (o.integer)
                    extra << QString::number(std::floor(o.minimum) + 0.5, 'g', 17);
                rows(info.name, o.name, extra);
            }
        }
    }

    void everyNumericFieldRefusesBadNumbers()
    {
        QFETCH(QString, algorithm);
        QFETCH(QString, field);
        QFETCH(QString, text);
        ExperimentPanel panel;
        ringcore::Experiment e = ringcore::Experiment::defaultExperiment();
        e.algorithm = algorithm;
        e.servers.resize(10);
        panel.setExperiment(e);
        QSignalSpy changed(&panel, &ExperimentPanel::experimentChanged);
        QVERIFY2(panel.setFieldText(field, text), qPrintable(field));
        const QString error = panel.fieldError(field);
        QVERIFY2(!error.isEmpty(), qPrintable(QStringLiteral("\"%1\" was accepted").arg(text)));
        QVERIFY2(error.startsWith(field + QLatin1Char(':')), qPrintable(error));
        QTest::qWait(200); // longer than the panel's 150 ms pause before it announces an edit
        QVERIFY(changed.isEmpty());
        QCOMPARE(panel.experiment(), e);
    }

    void textOptionRefusesSpacesAndEmpty()
    {
        // Varnish's host option is free text: a host name is accepted, blanks are not.
        ExperimentPanel panel;
        ringcore::Experiment e = ringcore::Experiment::defaultExperiment();
        e.algorithm = QStringLiteral("varnish-shard");
        panel.setExperiment(e);
        for (const QString &bad : {QString(), QStringLiteral("a b"), QString(256, QLatin1Char('x'))}) {
            QVERIFY(panel.setFieldText(QStringLiteral("host"), bad));
            QVERIFY2(panel.fieldError(QStringLiteral("host")).startsWith(QStringLiteral("host:")), qPrintable(bad));
        }
        QVERIFY(panel.setFieldText(QStringLiteral("host"), QStringLiteral("www.example.com")));
        QVERIFY(panel.fieldError(QStringLiteral("host")).isEmpty());
        QTRY_COMPARE(panel.experiment().options.value(QStringLiteral("host")), QStringLiteral("www.example.com"));
    }

    void numericOptionsAcceptTheirBounds()
    {
        // The checks above are not simply refusing everything: each bound itself is accepted.
        for (const ringcore::AlgorithmInfo &info : ringcore::AlgorithmRegistry::all()) {
            for (const ringcore::OptionSpec &o : info.options) {
                if (!o.choices.isEmpty() || o.name == QLatin1String("seed"))
                    continue;
                ExperimentPanel panel;
                ringcore::Experiment e = ringcore::Experiment::defaultExperiment();
                e.algorithm = info.name;
                e.servers.resize(10);
                panel.setExperiment(e);
                for (double bound : {o.minimum, o.maximum}) {
                    const QString text = QString::number(bound, 'f', 0);
                    QVERIFY(panel.setFieldText(o.name, text));
                    QVERIFY2(panel.fieldError(o.name).isEmpty(),
                             qPrintable(info.name + QLatin1Char(' ') + o.name + QLatin1Char(' ') + text + QStringLiteral(": ")
                                        + panel.fieldError(o.name)));
                }
            }
        }
    }

    void serversFieldTakesHashNames()
    {
        // name=address in the servers field becomes the servers' hash names, shown back the same way,
        // and the Envoy option that hashes them is a field of its own.
        ExperimentPanel panel;
        ringcore::Experiment e = ringcore::Experiment::defaultExperiment();
        e.algorithm = QStringLiteral("envoy-ring");
        panel.setExperiment(e);
        QVERIFY(panel.setFieldText(QStringLiteral("servers"), QStringLiteral("90=127.0.0.1:90, 91=127.0.0.1:91 127.0.0.1:92-93")));
        QVERIFY(panel.setFieldText(QStringLiteral("use-hostname-for-hashing"), QStringLiteral("false")));
        QTRY_COMPARE(panel.experiment().servers.size(), 4);
        const ringcore::ServerList servers = panel.experiment().servers;
        QCOMPARE(servers[0].hashName, QStringLiteral("90"));
        QCOMPARE(servers[1].address, QStringLiteral("127.0.0.1:91"));
        QVERIFY(servers[3].hashName.isEmpty());
        QCOMPARE(ExperimentPanel::formatServers(servers), QStringLiteral("90=127.0.0.1:90,91=127.0.0.1:91,127.0.0.1:92-93"));
        // A bad name is refused inline, naming the field, and the experiment keeps its servers.
        QVERIFY(panel.setFieldText(QStringLiteral("servers"), QStringLiteral("=127.0.0.1:1")));
        QVERIFY2(panel.fieldError(QStringLiteral("servers")).startsWith(QStringLiteral("servers:")),
                 qPrintable(panel.fieldError(QStringLiteral("servers"))));
        QTest::qWait(200);
        QCOMPARE(panel.experiment().servers, servers);
    }
    void ownPointsSentenceSaysWhatTheSchemeHas()
    {
        // Lesson 5 showed "Modulo (hash mod n) sets its own point count (through weights or its
        // options)" beside a table of 99 slots: a table or a per-key decision has no points.
        const auto textOf = [](const char *name) {
            const ringcore::AlgorithmInfo *info = ringcore::AlgorithmRegistry::find(QString::fromLatin1(name));
            return info ? ExperimentPanel::ownPointsText(*info) : QString();
        };
        QVERIFY2(textOf("nginx").contains(QStringLiteral("sets its own point count")), qPrintable(textOf("nginx")));
        for (const char *table : {"modulo", "maglev"})
            QVERIFY2(textOf(table).contains(QStringLiteral("no ring points")) && textOf(table).contains(QStringLiteral("lookup table")),
                     qPrintable(textOf(table)));
        for (const char *decides : {"jump", "rendezvous-fast"})
            QVERIFY2(textOf(decides).contains(QStringLiteral("has no points")), qPrintable(textOf(decides)));
        // The panel shows it for the chosen algorithm.
        ExperimentPanel panel;
        ringcore::Experiment e = ringcore::Experiment::defaultExperiment();
        e.algorithm = QStringLiteral("modulo");
        panel.setExperiment(e);
        auto *own = panel.findChild<QLabel *>(QStringLiteral("ownPointsLabel"));
        QVERIFY(own);
        QCOMPARE(own->text(), textOf("modulo"));
    }
};

QTEST_MAIN(TestExperimentPanel)
#include "tst_experimentpanel.moc"
