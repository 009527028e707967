// The experiment panel refuses every bad number in every numeric field, for every algorithm:
// keys, seed and each numeric option the registry declares, given empty, not a number, negative,
// NaN, infinity, huge, fractional (whole-number fields) and one step outside its range. Each is
// refused inline with a message naming the field, and the experiment is not changed (no valid
// edit is announced, nothing is clamped).
#include "gui/experiment/experimentpanel.h"
#include "ringcore/core/serverlistparser.h"
#include "ringcore/core/weightstext.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/snapshot/ringsnapshotbuilder.h"

#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QApplication>
#include <QTest>

#include <cmath>
#include <memory>

using namespace ringlab::gui;

class TestExperimentPanel : public QObject
{
    Q_OBJECT
private slots:
    void keysReadAsEveryOtherCount()
    {
        // The Keys field showed "100000" where every other count reads "100,000" ("100.000" in
        // German); grouped or plain digits are both accepted.
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        ExperimentPanel panel;
        ringcore::Experiment e = ringcore::Experiment::defaultExperiment();
        e.keys = 100000;
        panel.setExperiment(e);
        auto *keys = panel.findChild<QLineEdit *>(QStringLiteral("keysEdit"));
        QVERIFY(keys);
        QCOMPARE(keys->text(), QStringLiteral("100,000"));
        for (const auto &[text, value] : {std::pair{QStringLiteral("5,000"), qint64(5000)}, std::pair{QStringLiteral("7000"), qint64(7000)}}) {
            QVERIFY(panel.setFieldText(QStringLiteral("keys"), text));
            QVERIFY2(panel.fieldError(QStringLiteral("keys")).isEmpty(), qPrintable(panel.fieldError(QStringLiteral("keys"))));
            QTRY_COMPARE(panel.experiment().keys, value);
        }
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QEvent change(QEvent::LanguageChange);
        QApplication::sendEvent(&panel, &change);
        QLocale::setDefault(before);
        QCOMPARE(keys->text(), QStringLiteral("7.000"));
    }

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
    void newServerListKeepsTheMarksOfServersThatStay()
    {
        // One weight changed and one server down, then a new server list typed into Servers: the
        // list applies (no error on the untouched Weights field for a server that left), the
        // server that stays keeps its weight and down mark, a new one takes the common weight,
        // and the Weights and Down fields are rewritten to say so.
        ExperimentPanel panel;
        ringcore::Experiment e = ringcore::Experiment::defaultExperiment();
        e.algorithm = QStringLiteral("haproxy");
        e.servers = ringcore::ServerListParser::parseServers(QStringLiteral("127.0.0.1:9001-9005"), nullptr);
        e.servers[1].weight = 5; // 9002
        e.servers[2].weight = 3; // 9003: leaves with the new list
        e.servers[3].down = true; // 9004
        panel.setExperiment(e);
        QVERIFY(panel.setFieldText(QStringLiteral("servers"), QStringLiteral("127.0.0.1:9002, 127.0.0.1:9004, 10.0.0.1:80")));
        QTRY_COMPARE(panel.experiment().servers.size(), 3);
        QCOMPARE(panel.fieldError(QStringLiteral("weights")), QString());
        QCOMPARE(panel.fieldError(QStringLiteral("down")), QString());
        const ringcore::ServerList servers = panel.experiment().servers;
        QCOMPARE(servers[0].weight, 5);
        QVERIFY(!servers[0].down);
        QCOMPARE(servers[1].weight, 1);
        QVERIFY(servers[1].down);
        QCOMPARE(servers[2].address, QStringLiteral("10.0.0.1:80"));
        QCOMPARE(servers[2].weight, 1);
        auto *weights = panel.findChild<QLineEdit *>(QStringLiteral("weightsEdit"));
        QVERIFY(weights);
        QCOMPARE(weights->text(), ringcore::WeightsText::format(servers));
        QVERIFY2(!weights->text().contains(QLatin1String("9003")), qPrintable(weights->text()));
        // What the user types into Weights is read as typed: a server that is not listed is an error.
        QVERIFY(panel.setFieldText(QStringLiteral("weights"), QStringLiteral("*:1, 9003:5")));
        QVERIFY2(panel.fieldError(QStringLiteral("weights")).contains(QLatin1String("9003")),
                 qPrintable(panel.fieldError(QStringLiteral("weights"))));
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
    void everySchemeHasOneKind()
    {
        // The panel's sentence and the ring view's lookup rule come from one declared fact
        // (AlgorithmInfo::structure, RingSnapshotBuilder::kindOf), and that fact is what a built
        // instance of every registered algorithm holds: a table, points, or neither.
        QString error;
        // Three hosts (Traffic Server hashes a parent's host name, not its port).
        const ringcore::ServerList servers = ringcore::ServerListParser::parseServers(
            QStringLiteral("10.0.0.1:9001,10.0.0.2:9001,10.0.0.3:9001"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        for (const ringcore::AlgorithmInfo &info : ringcore::AlgorithmRegistry::all()) {
            const char *name = qPrintable(info.name);
            std::shared_ptr<const ringcore::Algorithm> scheme(info.create(servers, {}, &error));
            QVERIFY2(scheme, qPrintable(info.name + QStringLiteral(": ") + error));
            const ringcore::LookupKind declared = ringcore::RingSnapshotBuilder::kindOf(info);
            // What the instance holds.
            const ringcore::LookupKind held = !scheme->table().empty()   ? ringcore::LookupKind::Table
                                            : scheme->points().empty() ? ringcore::LookupKind::Decision
                                                                       : declared;
            QVERIFY2(declared == held, name);
            if (held != ringcore::LookupKind::Decision && held != ringcore::LookupKind::Table)
                QVERIFY2(declared == ringcore::LookupKind::NextPoint || declared == ringcore::LookupKind::NearestPoint, name);
            // The ring view's rule (the snapshot) is the same kind.
            const ringcore::RingSnapshot snapshot = ringcore::RingSnapshotBuilder::fromAlgorithm(scheme, 100, 1);
            QVERIFY2(snapshot.rule == declared, name);
            // And the panel's sentence says it.
            const QString text = ExperimentPanel::ownPointsText(info);
            switch (declared) {
            case ringcore::LookupKind::Table: QVERIFY2(text.contains(QStringLiteral("lookup table")), qPrintable(text)); break;
            case ringcore::LookupKind::Decision: QVERIFY2(text.contains(QStringLiteral("has no points")), qPrintable(text)); break;
            default: QVERIFY2(text.contains(QStringLiteral("sets its own point count")), qPrintable(text)); break;
            }
        }
    }
};

QTEST_MAIN(TestExperimentPanel)
#include "tst_experimentpanel.moc"
