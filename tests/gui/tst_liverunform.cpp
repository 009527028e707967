// LiveRunForm: the run request it builds from its fields (system, variant, backends, ports,
// weight, down list, keys, concurrency), the weight range and variants that follow the chosen
// system, the down list's error next to the field, the experiment it takes, and the controls
// switched off during a run. No proxy is started.
#include "gui/live/liverunform.h"

#include "ringcore/core/server.h"
#include "ringcore/live/systemdescription.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
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
    void configFollowsTheFields();
    void weightZeroKeepsTheVariantsWeights();
    void variantChoosesItsSystem();
    void weightRangeAndVariantsFollowTheSystem();
    void badDownListIsNamedNextToTheField();
    void experimentSetsBackendsAndSystem();
    void controlsSwitchOffDuringARun();

private:
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

void TestLiveRunForm::configFollowsTheFields()
{
    LiveRunForm form;
    form.retranslate();
    choose(&form, QStringLiteral("haproxy"));
    form.backendsBox()->setValue(20);
    form.basePortBox()->setValue(12000);
    form.pickFreePortsBox()->setChecked(false);
    form.weightBox()->setValue(7);
    form.downEdit()->setText(QStringLiteral("#2, 12005, 127.0.0.1:12019"));
    form.keysBox()->setValue(5000);
    form.concurrencyBox()->setValue(8);

    const ringcore::LiveRunConfig c = form.config();
    QCOMPARE(c.proxy, QStringLiteral("haproxy"));
    QCOMPARE(form.systemName(), QStringLiteral("haproxy"));
    QVERIFY(c.variant.isEmpty()); // "(proxy default)"
    QCOMPARE(c.backends, 20);
    QCOMPARE(c.basePort, 12000);
    QVERIFY(!c.pickFreeBasePort);
    QCOMPARE(c.weights, QList<int>(20, 7));
    QCOMPARE(c.down, (QList<int>{1, 5, 19}));
    QCOMPARE(c.keyCount, 5000);
    QCOMPARE(c.concurrency, 8);
    // A fresh folder under the app's data location, one per call.
    const QString live = QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)).filePath(QStringLiteral("live/"));
    QVERIFY2(c.outDir.startsWith(live), qPrintable(c.outDir));
    QVERIFY(!QFileInfo::exists(c.outDir)); // config() writes nothing
    // The servers the run would start: base port upwards, the chosen weight, the down ones marked.
    const ringcore::ServerList servers = c.servers();
    QCOMPARE(servers.size(), 20);
    QCOMPARE(servers.at(0).address, QStringLiteral("127.0.0.1:12000"));
    QCOMPARE(servers.at(19).address, QStringLiteral("127.0.0.1:12019"));
    QCOMPARE(servers.at(3).weight, 7);
    QVERIFY(servers.at(5).down);
    QVERIFY(!servers.at(4).down);
    QString error;
    QVERIFY2(c.validate(&error), qPrintable(error));
}

void TestLiveRunForm::weightZeroKeepsTheVariantsWeights()
{
    LiveRunForm form;
    form.retranslate();
    choose(&form, QStringLiteral("haproxy"));
    form.variantBox()->setCurrentIndex(form.variantBox()->findData(QStringLiteral("haproxy-weight-10")));
    form.weightBox()->setValue(0);
    QCOMPARE(form.weightBox()->text(), QStringLiteral("variant's"));
    ringcore::LiveRunConfig c = form.config();
    QCOMPARE(c.variant, QStringLiteral("haproxy-weight-10"));
    QVERIFY(c.weights.isEmpty());
    QCOMPARE(c.defaultWeight, 10);
    QCOMPARE(c.servers().first().weight, 10);
    // A weight of its own wins over the variant's.
    form.weightBox()->setValue(3);
    c = form.config();
    QCOMPARE(c.servers().first().weight, 3);
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

void TestLiveRunForm::weightRangeAndVariantsFollowTheSystem()
{
    LiveRunForm form;
    form.retranslate();
    for (const ringcore::SystemDescription *system : ringcore::SystemRegistry::all()) {
        choose(&form, system->name());
        QCOMPARE(form.weightBox()->minimum(), 0);
        QCOMPARE(form.weightBox()->maximum(), system->maxWeight());
        QVERIFY2(form.weightBox()->toolTip().contains(QStringLiteral("–%1;").arg(system->maxWeight())),
                 qPrintable(form.weightBox()->toolTip()));
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
    // HAProxy's limit is its port's (256), nginx's its own (1000).
    choose(&form, QStringLiteral("haproxy"));
    QCOMPARE(form.weightBox()->maximum(), 256);
    choose(&form, QStringLiteral("nginx"));
    QCOMPARE(form.weightBox()->maximum(), 1000);
}

void TestLiveRunForm::badDownListIsNamedNextToTheField()
{
    LiveRunForm form;
    form.retranslate();
    form.show();
    form.backendsBox()->setValue(10);
    form.basePortBox()->setValue(9001);
    form.downEdit()->setText(QStringLiteral("#3, 9042"));
    QVERIFY(form.downError()->isVisible());
    QVERIFY2(form.downError()->text().startsWith(QStringLiteral("Down servers: ")), qPrintable(form.downError()->text()));
    QVERIFY2(form.downError()->text().contains(QStringLiteral("9042")), qPrintable(form.downError()->text()));
    QVERIFY2(!form.downError()->text().contains(QStringLiteral("down: ")), qPrintable(form.downError()->text()));
    QList<int> down;
    QString error;
    QVERIFY(!form.parseDown(&down, &error));
    QCOMPARE(error, form.downError()->text());
    // #11 is past the 10 backends: refused too.
    form.downEdit()->setText(QStringLiteral("#11"));
    QVERIFY(form.downError()->isVisible());
    // More backends make 9042 one of them: the error goes.
    form.downEdit()->setText(QStringLiteral("#3, 9042"));
    form.backendsBox()->setValue(50);
    QVERIFY(form.downError()->isHidden());
    QCOMPARE(form.config().down, (QList<int>{2, 41}));
    // A moved base port moves what a port names.
    form.basePortBox()->setValue(9100);
    QVERIFY(form.downError()->isVisible());
}

void TestLiveRunForm::experimentSetsBackendsAndSystem()
{
    LiveRunForm form;
    form.retranslate();
    choose(&form, QStringLiteral("nginx"));
    ringcore::Experiment e;
    e.algorithm = QStringLiteral("haproxy");
    for (int i = 0; i < 37; ++i)
        e.servers.append(ringcore::Server{QStringLiteral("10.0.0.%1:80").arg(i + 1)});
    form.setExperiment(e);
    QCOMPARE(form.backendsBox()->value(), 37);
    QCOMPARE(form.systemName(), QStringLiteral("haproxy"));
    // An algorithm no system runs leaves the system; more servers than the form allows leave the count.
    e.algorithm = QStringLiteral("jump");
    e.servers = ringcore::ServerList(5000, ringcore::Server{QStringLiteral("10.0.0.1:80")});
    form.setExperiment(e);
    QCOMPARE(form.systemName(), QStringLiteral("haproxy"));
    QCOMPARE(form.backendsBox()->value(), 37);
}

void TestLiveRunForm::controlsSwitchOffDuringARun()
{
    LiveRunForm form;
    form.retranslate();
    const QList<QWidget *> controls{form.proxyBox(), form.variantBox(), form.backendsBox(), form.basePortBox(),
                                    form.pickFreePortsBox(), form.weightBox(), form.downEdit(), form.keysBox(),
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
