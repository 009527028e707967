// LiveRunForm: the run request it builds from the experiment (servers, weights, down marks, keys)
// and its own fields (system, variant, ports, concurrency), the line saying how the run differs
// from the experiment, the variants that follow the chosen system, and the controls switched off
// during a run. No proxy is started.
#include "gui/live/liverunform.h"

#include "ringcore/core/server.h"
#include "ringcore/live/systemdescription.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

using namespace ringlab::gui;

class TestLiveRunForm : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void configFollowsTheExperiment();
    void differencesAreSaidInOneLine();
    void variantChoosesItsSystem();
    void variantsFollowTheSystem();
    void experimentSetsSystemAndPorts();
    void controlsSwitchOffDuringARun();

private:
    static ringcore::Experiment experiment(int servers, int basePort);
    static void choose(LiveRunForm *form, const QString &system)
    {
        const int index = form->proxyBox()->findData(system);
        QVERIFY2(index >= 0, qPrintable(system));
        form->proxyBox()->setCurrentIndex(index);
    }
};

void TestLiveRunForm::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RingLabTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_liverunform"));
}

ringcore::Experiment TestLiveRunForm::experiment(int servers, int basePort)
{
    ringcore::Experiment e;
    e.algorithm = QStringLiteral("haproxy");
    for (int i = 0; i < servers; ++i)
        e.servers.append(ringcore::Server{QStringLiteral("127.0.0.1:%1").arg(basePort + i)});
    return e;
}

void TestLiveRunForm::configFollowsTheExperiment()
{
    // Issue 34 item 12: the run takes the experiment's servers, weights, down marks and keys
    // (the Live page had its own Backends / Weight / Down / Keys beside the dock's).
    LiveRunForm form;
    form.retranslate();
    ringcore::Experiment e = experiment(20, 12000);
    e.servers[3].weight = 7;
    e.servers[1].down = e.servers[5].down = e.servers[19].down = true;
    e.keys = 5000;
    e.seed = 42;
    form.setExperiment(e);
    form.pickFreePortsBox()->setChecked(false);
    form.concurrencyBox()->setValue(8);

    const ringcore::LiveRunConfig c = form.config();
    QCOMPARE(c.proxy, QStringLiteral("haproxy"));
    QCOMPARE(form.systemName(), QStringLiteral("haproxy"));
    QVERIFY(c.variant.isEmpty()); // "(proxy default)"
    QCOMPARE(c.backends, 20);
    QCOMPARE(c.basePort, 12000); // the experiment's consecutive loopback ports
    QVERIFY(!c.pickFreeBasePort);
    QCOMPARE(c.down, (QList<int>{1, 5, 19}));
    QCOMPARE(c.keyCount, 5000);
    QCOMPARE(c.keySeed, quint64(42));
    QCOMPARE(c.concurrency, 8);
    // A fresh folder under the app's data location, one per call.
    const QString live = QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)).filePath(QStringLiteral("live/"));
    QVERIFY2(c.outDir.startsWith(live), qPrintable(c.outDir));
    QVERIFY(!QFileInfo::exists(c.outDir)); // config() writes nothing
    // The servers the run would start are the experiment's.
    const ringcore::ServerList servers = c.servers();
    QCOMPARE(servers.size(), 20);
    for (int i = 0; i < 20; ++i) {
        QCOMPARE(servers.at(i).address, e.servers.at(i).address);
        QCOMPARE(servers.at(i).weight, e.servers.at(i).weight);
        QCOMPARE(servers.at(i).down, e.servers.at(i).down);
    }
    QString error;
    QVERIFY2(c.validate(&error), qPrintable(error));
    // What the user reads: one line with the experiment's setup, no line of differences.
    QCOMPARE(form.setupLabel()->text(), QStringLiteral("Servers, weights, down servers and keys: the experiment's "
                                                        "(20 servers, 3 down, weights 1–7, %1 keys (seed 42)).")
                                            .arg(QLocale().toString(5000)));
    QVERIFY(form.differencesLabel()->isHidden());
    QVERIFY(form.differences().isEmpty());
    // No second control for a fact the Experiment dock holds.
    for (const QLabel *label : form.findChildren<QLabel *>())
        for (const QString &twice : {QStringLiteral("Backends:"), QStringLiteral("Weight:"), QStringLiteral("Down:"),
                                     QStringLiteral("Keys:")})
            QVERIFY2(label->text() != twice, qPrintable(twice));
    QCOMPARE(form.findChildren<QLineEdit *>(QString(), Qt::FindDirectChildrenOnly).size(), 0);
}

void TestLiveRunForm::differencesAreSaidInOneLine()
{
    LiveRunForm form;
    form.retranslate();
    form.show();
    ringcore::Experiment e = experiment(10, 9001);
    e.servers[0].address = QStringLiteral("10.0.0.1:80"); // not a loopback port the backends can take
    e.keys = 0;                                          // exact shares only
    form.setExperiment(e);
    choose(&form, QStringLiteral("nginx")); // another system than the experiment's
    const QString line = form.differencesLabel()->text();
    QVERIFY(form.differencesLabel()->isVisible());
    QCOMPARE(line, form.differences());
    QVERIFY2(line.startsWith(QLatin1String("Differs from the experiment: ")), qPrintable(line));
    QVERIFY2(line.contains(QLatin1String("runs nginx")), qPrintable(line));
    QVERIFY2(line.contains(QStringLiteral("127.0.0.1:9001–127.0.0.1:9010")), qPrintable(line));
    QVERIFY2(line.contains(QLatin1String("the run sends ") + QLocale().toString(100000)), qPrintable(line));
    QVERIFY2(line.endsWith(QLatin1Char('.')) && !line.contains(QLatin1Char('\n')), qPrintable(line)); // one sentence
    QCOMPARE(form.config().keyCount, 100000);
    // A variant's weight is said, and applied.
    choose(&form, QStringLiteral("haproxy"));
    form.variantBox()->setCurrentIndex(form.variantBox()->findData(QStringLiteral("haproxy-weight-10")));
    const ringcore::LiveRunConfig c = form.config();
    QCOMPARE(c.servers().first().weight, 10);
    QVERIFY2(form.differencesLabel()->text().contains(QLatin1String("weight 10")), qPrintable(form.differencesLabel()->text()));
}

void TestLiveRunForm::variantChoosesItsSystem()
{
    LiveRunForm form;
    form.retranslate();
    choose(&form, QStringLiteral("haproxy"));
    QSignalSpy changed(&form, &LiveRunForm::systemChanged);
    // Only the chosen system's variants are offered; choosing nginx offers nginx's.
    QCOMPARE(form.variantBox()->findData(QStringLiteral("nginx-keepalive-64")), -1);
    choose(&form, QStringLiteral("nginx"));
    QVERIFY(changed.count() >= 1);
    QVERIFY(form.variantBox()->findData(QStringLiteral("nginx-keepalive-64")) >= 0);
    QCOMPARE(form.variantBox()->findData(QStringLiteral("haproxy-weight-10")), -1);
    form.variantBox()->setCurrentIndex(form.variantBox()->findData(QStringLiteral("nginx-keepalive-64")));
    const ringcore::LiveRunConfig c = form.config();
    QCOMPARE(c.proxy, QStringLiteral("nginx"));
    QCOMPARE(c.variant, QStringLiteral("nginx-keepalive-64"));
}

void TestLiveRunForm::variantsFollowTheSystem()
{
    LiveRunForm form;
    form.retranslate();
    for (const ringcore::SystemDescription *system : ringcore::SystemRegistry::all()) {
        choose(&form, system->name());
        for (int i = 1; i < form.variantBox()->count(); ++i) {
            ringcore::LiveRunConfig c;
            QString error;
            QVERIFY2(c.applyVariant(form.variantBox()->itemData(i).toString(), &error), qPrintable(error));
            QCOMPARE(c.proxy, system->name());
            // Words for what it changes, the id beside them: never a bare id.
            const QString id = form.variantBox()->itemData(i).toString(), text = form.variantBox()->itemText(i);
            QVERIFY2(text != id && text.contains(QStringLiteral("(%1)").arg(id)), qPrintable(text));
        }
    }
    // A variant that is the proxy's defaults is the "(proxy default)" entry, not a second one.
    choose(&form, QStringLiteral("haproxy"));
    QCOMPARE(form.variantBox()->findData(QStringLiteral("haproxy-default")), -1);
    const int ten = form.variantBox()->findData(QStringLiteral("haproxy-weight-10"));
    QVERIFY(ten > 0);
    QCOMPARE(form.variantBox()->itemText(ten), QStringLiteral("weight 10 (haproxy-weight-10)"));
}

void TestLiveRunForm::experimentSetsSystemAndPorts()
{
    LiveRunForm form;
    form.retranslate();
    choose(&form, QStringLiteral("nginx"));
    form.basePortBox()->setValue(9001);
    ringcore::Experiment e;
    e.algorithm = QStringLiteral("haproxy");
    for (int i = 0; i < 37; ++i)
        e.servers.append(ringcore::Server{QStringLiteral("10.0.0.%1:80").arg(i + 1)});
    form.setExperiment(e);
    QCOMPARE(form.config().backends, 37);
    QCOMPARE(form.systemName(), QStringLiteral("haproxy"));
    QCOMPARE(form.basePortBox()->value(), 9001); // not loopback ports: the base port stays
    // An algorithm no system runs leaves the system; more servers than a run starts are said.
    e.algorithm = QStringLiteral("jump");
    e.servers = ringcore::ServerList(5000, ringcore::Server{QStringLiteral("10.0.0.1:80")});
    form.setExperiment(e);
    QCOMPARE(form.systemName(), QStringLiteral("haproxy"));
    QVERIFY2(form.differences().contains(QStringLiteral("at most %1 backends").arg(QLocale().toString(1000))), qPrintable(form.differences()));
    QString error;
    QVERIFY(!form.config().validate(&error));
}

void TestLiveRunForm::controlsSwitchOffDuringARun()
{
    LiveRunForm form;
    form.retranslate();
    const QList<QWidget *> controls{form.proxyBox(), form.variantBox(), form.basePortBox(), form.pickFreePortsBox(),
                                    form.concurrencyBox()};
    form.setControlsEnabled(false);
    for (QWidget *w : controls)
        QVERIFY(!w->isEnabled());
    form.setControlsEnabled(true);
    for (QWidget *w : controls)
        QVERIFY(w->isEnabled());
}

QTEST_MAIN(TestLiveRunForm)
#include "tst_liverunform.moc"
