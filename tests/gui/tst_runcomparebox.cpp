// RunCompareBox: two run folders compared on a worker thread — where the keys of the servers
// marked down went, measured beside the port's prediction — and the runs a finished run offers.
// The runs are written by the test (results.json and mapping.tsv as a live run writes them), so
// no proxy is started and every figure is known.
#include "gui/live/runcomparebox.h"

#include "gui/settings/appsettings.h"

#include "ringcore/live/liverunresult.h"
#include "ringcore/live/mappingwriter.h"
#include "ringcore/live/systemdescription.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ringlab::gui;

namespace {

constexpr int kServers = 5;
constexpr int kKeys = 400;
constexpr int kBasePort = 9001;

ringcore::ServerList servers(const QList<int> &down)
{
    ringcore::ServerList list;
    for (int i = 0; i < kServers; ++i)
        list.append(ringcore::Server{QStringLiteral("127.0.0.1:%1").arg(kBasePort + i), 1, down.contains(i)});
    return list;
}

QByteArray key(int i)
{
    return QByteArrayLiteral("/k") + QByteArray::number(i);
}

/// Writes a run of `system` into `dir`: results.json and a mapping whose backends are
/// `backendOf(key index)` (a server index).
bool writeRun(const QString &dir, const QString &system, const QList<int> &down, quint64 seed,
              const std::function<int(int)> &backendOf, QString *error)
{
    ringcore::LiveRunResult r;
    r.proxy = system;
    r.engine = QStringLiteral("qnam");
    r.basePort = kBasePort;
    r.proxyPort = kBasePort + kServers;
    r.concurrency = 4;
    r.keySeed = seed;
    r.keySource = QStringLiteral("generator");
    r.servers = servers(down);
    r.completed = true;
    r.valid = true;
    r.keysPlanned = r.keysMeasured = r.ok = kKeys;
    QByteArray mapping = ringcore::MappingWriter::kHeader;
    for (int i = 0; i < kKeys; ++i)
        mapping += QByteArray::number(i) + '\t' + key(i) + '\t' + QByteArray::number(kBasePort + backendOf(i)) + "\t200\t100\n";
    r.sha256.insert(r.mappingFile, ringcore::MappingWriter::digestOf(mapping)); // as a run records it
    if (!r.save(dir, error))
        return false;
    QFile f(QDir(dir).filePath(r.mappingFile));
    if (!f.open(QIODevice::WriteOnly) || f.write(mapping) != mapping.size()) {
        *error = f.errorString();
        return false;
    }
    return true;
}

/// The routes of the system's port over `down`.
std::unique_ptr<ringcore::Algorithm> port(const QString &system, const QList<int> &down)
{
    const ringcore::SystemDescription *d = ringcore::SystemRegistry::find(system);
    QString error;
    auto a = ringcore::AlgorithmRegistry::create(d->algorithm(), servers(down), d->predictOptions({}), &error);
    if (!a)
        qWarning("%s", qPrintable(error));
    return a;
}

} // namespace

class TestRunCompareBox : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void comparesTwoRuns();
    void measuredAndPredictedDiffer();
    void errorsAreShown();
    void finishedRunIsOffered();

private:
    QString compare(RunCompareBox *box, const QString &normal, const QString &down);
};

void TestRunCompareBox::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RingLabTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_runcomparebox"));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

QString TestRunCompareBox::compare(RunCompareBox *box, const QString &normal, const QString &down)
{
    box->normalBox()->setEditText(QDir::toNativeSeparators(normal));
    box->downBox()->setEditText(QDir::toNativeSeparators(down));
    QSignalSpy shown(box, &RunCompareBox::remapShown);
    QTest::mouseClick(box->compareButton(), Qt::LeftButton);
    if (shown.isEmpty() && !shown.wait(10000))
        return QStringLiteral("(no result)");
    return box->result()->text();
}

void TestRunCompareBox::comparesTwoRuns()
{
    // The proxy routed every key as its port predicts, before and after server 3 went down.
    QTemporaryDir normal, down;
    auto before = port(QStringLiteral("nginx"), {});
    auto after = port(QStringLiteral("nginx"), {2});
    QVERIFY(before && after);
    QString error;
    QVERIFY2(writeRun(normal.path(), QStringLiteral("nginx"), {}, 7, [&](int i) { return before->route(key(i)); }, &error),
             qPrintable(error));
    QVERIFY2(writeRun(down.path(), QStringLiteral("nginx"), {2}, 7, [&](int i) { return after->route(key(i)); }, &error),
             qPrintable(error));
    // What the box must say, counted here: keys that were on server 3 and who took them.
    qint64 onRemoved = 0, otherMoved = 0;
    QHash<int, qint64> receivers;
    for (int i = 0; i < kKeys; ++i) {
        const int b = before->route(key(i)), a = after->route(key(i));
        if (b == 2)
            ++onRemoved, ++receivers[a];
        else if (a != b)
            ++otherMoved;
    }
    QVERIFY(onRemoved > 0);
    QCOMPARE(otherMoved, 0); // a ring moves only the removed server's keys
    qint64 largest = 0;
    for (qint64 n : std::as_const(receivers))
        largest = std::max(largest, n);
    const QString side = QStringLiteral("%1 keys on the removed servers, %2 receivers, largest %3%, 0 other keys moved")
                             .arg(onRemoved)
                             .arg(receivers.size())
                             .arg(QLocale().toString(100.0 * double(largest) / double(onRemoved), 'f', 1));

    RunCompareBox box;
    box.retranslate();
    box.show();
    const QString text = compare(&box, normal.path(), down.path());
    QCOMPARE(text, QStringLiteral("Removed: 127.0.0.1:9003 (400 common keys)\nMeasured: %1\nPredicted: %1").arg(side));
    QVERIFY(box.compareButton()->isEnabled());
    QVERIFY(!box.cancelButton()->isVisible());
    QVERIFY(!box.runner()->isBusy());
}

void TestRunCompareBox::measuredAndPredictedDiffer()
{
    // A proxy that sent every key of server 2 to server 1 and moved 10 keys between live servers:
    // the measured side says so, the predicted one does not.
    QTemporaryDir normal, down;
    QString error;
    QVERIFY(writeRun(normal.path(), QStringLiteral("nginx"), {}, 7, [](int i) { return i % kServers; }, &error));
    QVERIFY(writeRun(down.path(), QStringLiteral("nginx"), {1}, 7,
                     [](int i) { return i % kServers == 1 ? 0 : (i < 50 && i % kServers == 3 ? 4 : i % kServers); }, &error));
    RunCompareBox box;
    box.retranslate();
    const QString text = compare(&box, normal.path(), down.path());
    QVERIFY2(text.startsWith(QStringLiteral("Removed: 127.0.0.1:9002 (400 common keys)\n"
                                            "Measured: 80 keys on the removed servers, 1 receivers, largest 100.0%, "
                                            "10 other keys moved\nPredicted: ")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Predicted: ") + QString::number(
                 [&] {
                     auto before = port(QStringLiteral("nginx"), {});
                     int n = 0;
                     for (int i = 0; i < kKeys; ++i)
                         n += before->route(key(i)) == 1;
                     return n;
                 }()) + QStringLiteral(" keys on the removed servers")),
             qPrintable(text));
}

void TestRunCompareBox::errorsAreShown()
{
    QTemporaryDir normal, otherSeed, haproxy, noDown;
    QString error;
    const auto spread = [](int i) { return i % kServers; };
    QVERIFY(writeRun(normal.path(), QStringLiteral("nginx"), {}, 7, spread, &error));
    QVERIFY(writeRun(otherSeed.path(), QStringLiteral("nginx"), {1}, 8, spread, &error));
    QVERIFY(writeRun(haproxy.path(), QStringLiteral("haproxy"), {1}, 7, spread, &error));
    QVERIFY(writeRun(noDown.path(), QStringLiteral("nginx"), {}, 7, spread, &error));
    RunCompareBox box;
    box.retranslate();
    QString text = compare(&box, normal.path(), otherSeed.path());
    QVERIFY2(text.contains(QStringLiteral("different key seeds (7 and 8)")), qPrintable(text));
    text = compare(&box, normal.path(), haproxy.path());
    QVERIFY2(text.contains(QStringLiteral("differ in proxy")), qPrintable(text));
    text = compare(&box, normal.path(), noDown.path());
    QVERIFY2(text.contains(QStringLiteral("marks no server down")), qPrintable(text));
    text = compare(&box, normal.path(), normal.path() + QStringLiteral("/missing"));
    QVERIFY2(text.contains(QStringLiteral("results.json")), qPrintable(text));
    // A field left empty is named before anything is read.
    text = compare(&box, QString(), noDown.path());
    QVERIFY2(text.startsWith(QStringLiteral("Normal run: choose")), qPrintable(text));
    text = compare(&box, normal.path(), QString());
    QVERIFY2(text.startsWith(QStringLiteral("Run with servers down: choose")), qPrintable(text));
    QVERIFY(!box.runner()->isBusy());
}

void TestRunCompareBox::finishedRunIsOffered()
{
    QTemporaryDir a, b, c, d, cancelled;
    QString error;
    const auto spread = [](int i) { return i % kServers; };
    QVERIFY(writeRun(a.path(), QStringLiteral("nginx"), {}, 7, spread, &error));
    QVERIFY(writeRun(b.path(), QStringLiteral("haproxy"), {1}, 7, spread, &error));
    QVERIFY(writeRun(c.path(), QStringLiteral("nginx"), {}, 7, spread, &error));
    QVERIFY(writeRun(d.path(), QStringLiteral("nginx"), {2}, 7, spread, &error));
    QVERIFY(writeRun(cancelled.path(), QStringLiteral("nginx"), {}, 7, spread, &error));
    {
        ringcore::LiveRunResult r;
        QVERIFY(ringcore::LiveRunResult::load(cancelled.path(), &r, &error));
        r.completed = r.valid = false;
        r.cancelled = true;
        r.keysMeasured = r.ok = 150;
        QVERIFY(r.save(cancelled.path(), &error));
    }
    RunCompareBox box;
    box.retranslate();
    // A valid run with every server up goes to the normal field, one with servers down to the other.
    box.offerRun(a.path(), true, true, false);
    QCOMPARE(box.normalRun(), QDir::cleanPath(a.path()));
    QVERIFY(box.downBox()->currentText().isEmpty());
    box.offerRun(b.path(), true, true, true);
    QCOMPARE(box.downRun(), QDir::cleanPath(b.path()));
    // A second normal run does not replace the first; an invalid run fills no field.
    box.offerRun(c.path(), true, true, false);
    QCOMPARE(box.normalRun(), QDir::cleanPath(a.path()));
    box.offerRun(d.path(), true, false, true);
    QCOMPARE(box.downRun(), QDir::cleanPath(b.path()));
    box.offerRun(cancelled.path(), true, false, false);
    QCOMPARE(box.normalRun(), QDir::cleanPath(a.path()));
    // Each list offers the runs it can take, named by proxy, keys, outcome and time (the folder is
    // the tooltip), not by elided paths that all look alike.
    const auto entries = [](const QComboBox *list) {
        QStringList out;
        for (int i = 0; i < list->count(); ++i)
            out << list->itemText(i);
        return out;
    };
    const QStringList normal = entries(box.normalBox()), down = entries(box.downBox());
    QCOMPARE(normal.size(), 3); // a, c, cancelled
    QCOMPARE(down.size(), 2);   // b, d
    for (const QString &dir : {a.path(), c.path(), cancelled.path()}) {
        const int i = box.normalBox()->findData(QDir::cleanPath(dir));
        QVERIFY(i >= 0);
        QCOMPARE(box.normalBox()->itemData(i, Qt::ToolTipRole).toString(), QDir::toNativeSeparators(QDir::cleanPath(dir)));
        QCOMPARE(box.downBox()->findData(QDir::cleanPath(dir)), -1);
    }
    QVERIFY2(box.normalBox()->currentText().startsWith(QStringLiteral("nginx · 400 keys · valid · ")),
             qPrintable(box.normalBox()->currentText()));
    QVERIFY2(box.downBox()->currentText().startsWith(QStringLiteral("HAProxy · 400 keys · valid · ")),
             qPrintable(box.downBox()->currentText()));
    QVERIFY2(box.downBox()->currentText().endsWith(QStringLiteral(" · down: 127.0.0.1:9002")), qPrintable(box.downBox()->currentText()));
    QCOMPARE(box.normalBox()->lineEdit()->cursorPosition(), 0); // shown from its start: the proxy first
    const QString cancelledText = box.normalBox()->itemText(box.normalBox()->findData(QDir::cleanPath(cancelled.path())));
    QVERIFY2(cancelledText.startsWith(QStringLiteral("nginx · 150 keys · cancelled · ")), qPrintable(cancelledText));
    // A run folder typed or browsed to is taken as it is.
    box.normalBox()->setEditText(QDir::toNativeSeparators(c.path()));
    QCOMPARE(box.normalRun(), QDir::cleanPath(c.path()));
    // A run that measured nothing is not offered.
    QTemporaryDir e;
    box.offerRun(e.path(), false, false, false);
    QVERIFY(!AppSettings::recentLiveRuns().contains(e.path()));
}

QTEST_MAIN(TestRunCompareBox)
#include "tst_runcomparebox.moc"
