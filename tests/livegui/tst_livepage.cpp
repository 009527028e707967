// The Live run page with real proxies: it builds, refuses bad input with a message naming the
// field, shows every state of a run (idle, a failed start, loading, valid, cancelled) in the bar,
// the status line, the buttons and the checklist, names the proxy under test, captions what was
// really sent, compares two runs off the GUI thread, and closing it during a run stops every
// process it started. Takes the live_ports lock (tests/livegui).
#include "gui/live/backendbarsview.h"
#include "gui/live/livepage.h"
#include "gui/live/runcomparebox.h"
#include "gui/export/figurebutton.h"
#include "live/livetesthelpers.h"

#include "gui/settings/appsettings.h"
#include "gui/settings/languagemanager.h"
#include "ringcore/live/liverunresult.h"
#include "ringcore/live/loadengine.h"
#include "ringcore/live/managedprocess.h"
#include "ringcore/live/mappingwriter.h"
#include "ringcore/live/systemdescription.h"

#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QLayout>
#include <QScrollArea>
#include <QSignalSpy>
#include <QComboBox>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QApplication>
#include <QLineEdit>
#include <QPainter>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTableWidget>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTextLayout>
#include <QTime>
#include <QTest>

#include <numeric>

#include <signal.h>

using namespace ringlab::gui;

class TestLivePage : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void idleStateAndProxyChoice();
    void noEmptyBoxBeforeARun();
    void checklistShowsEveryLine_data();
    void checklistShowsEveryLine();
    void everySystemOfferedGreyedWhenMissing();
    void downServersAreTheExperiments();
    void refusesBadInput_data();
    void refusesBadInput();
    void startFailureIsShown();
    void smallRealRunShowsBarsAndAgreement();
    void cancelledRunSaysWhatWasSent();
    void failedStartKeepsThePreviousRun();
    void runFailingMidwayKeepsItsOwnResults();
    void haproxyRunNamesHAProxy();
    void remapOfTwoRuns();
    void remapResultIsNeverClipped_data();
    void remapResultIsNeverClipped();
    void closingDuringARunStopsEveryProcess();
};

namespace {

QStringList ruleTexts(const LivePage &page)
{
    QStringList out;
    for (int i = 0; i < page.rules()->count(); ++i)
        out << page.rules()->item(i)->text();
    return out;
}

// The run follows the experiment (issue 34 item 12): these set the experiment the page takes,
// keeping the system chosen in the form and the base port.
void setExperimentOf(LivePage &page, int servers, qint64 keys, const QList<int> &down = {})
{
    ringcore::Experiment e = page.runForm()->experiment();
    if (const ringcore::SystemDescription *system = ringcore::SystemRegistry::find(page.runForm()->systemName()))
        e.algorithm = system->algorithm();
    e.servers.clear();
    for (int i = 0; i < servers; ++i)
        e.servers.append(ringcore::Server{QStringLiteral("127.0.0.1:%1").arg(page.basePortBox()->value() + i)});
    for (int i : down)
        e.servers[i].down = true;
    e.keys = keys;
    page.setExperiment(e);
}

void setServers(LivePage &page, int servers)
{
    setExperimentOf(page, servers, page.runForm()->experiment().keys);
}

void setKeys(LivePage &page, qint64 keys)
{
    setExperimentOf(page, int(page.runForm()->experiment().servers.size()), keys);
}

QStringList variantNames(const LivePage &page)
{
    QStringList out;
    for (int i = 1; i < page.variantBox()->count(); ++i) // 0 is "(proxy default)"
        out << page.variantBox()->itemData(i).toString();
    return out;
}

} // namespace

void TestLivePage::checklistShowsEveryLine_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("proxy");
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("zh_CN")})
        for (const QString &proxy : {QStringLiteral("nginx"), QStringLiteral("haproxy"), QStringLiteral("twemproxy")})
            QTest::addRow("%s %s", qPrintable(language), qPrintable(proxy)) << language << proxy;
}

// Before a run the checklist shows every line whole, without scrolling, in the page's room in a
// 1366×768 window (zh_CN with twemproxy cut its fifth line while the remap box below had room).
void TestLivePage::checklistShowsEveryLine()
{
    QFETCH(QString, language);
    QFETCH(QString, proxy);
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    {
        LivePage page;
        const int index = page.proxyBox()->findData(proxy);
        QVERIFY(index >= 0);
        page.proxyBox()->setCurrentIndex(index);
        page.resize(1028, 654); // the Live run tab's room in a 1366×768 window with the experiment dock
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QListWidget *rules = page.rules();
        QTRY_VERIFY(rules->count() >= 4);
        QApplication::processEvents();
        rules->doItemsLayout();
        const QRect viewport = rules->viewport()->rect();
        for (int i = 0; i < rules->count(); ++i) {
            const QRect rect = rules->visualItemRect(rules->item(i));
            QVERIFY2(viewport.contains(rect), qPrintable(QStringLiteral("line %1 \"%2\" at %3,%4 %5x%6, viewport %7x%8 (page %9 px high)")
                                                         .arg(i + 1).arg(rules->item(i)->text()).arg(rect.x()).arg(rect.y())
                                                         .arg(rect.width()).arg(rect.height()).arg(viewport.width())
                                                         .arg(viewport.height()).arg(page.height())));
        }
        QVERIFY(!rules->verticalScrollBar()->isVisible());
        // A number stays with its words at any width the list may have: no line of a wrapped
        // checklist item is a number alone (zh_CN: "…后端的" / "200" at 1366×768).
        for (int i = 0; i < rules->count(); ++i) {
            const QString text = rules->item(i)->text();
            for (int width = 60; width <= 600; width += 3) {
                QTextLayout layout(text, rules->font());
                QTextOption option;
                option.setWrapMode(QTextOption::WordWrap);
                layout.setTextOption(option);
                layout.beginLayout();
                for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
                    line.setLineWidth(width);
                    const QString piece = text.mid(line.textStart(), line.textLength()).trimmed().remove(QChar(0x00A0));
                    QVERIFY2(!QRegularExpression(QStringLiteral("^[\\d.,]+$")).match(piece).hasMatch(),
                             qPrintable(QStringLiteral("\"%1\" at %2 px: a line \"%3\"").arg(text).arg(width).arg(piece)));
                }
                layout.endLayout();
            }
        }
        if (qEnvironmentVariableIsSet("LIVE_DEBUG"))
            for (QWidget *w : {static_cast<QWidget *>(rules), static_cast<QWidget *>(page.compareBox()), static_cast<QWidget *>(page.compareBox()->result()), static_cast<QWidget *>(&page)})
                qDebug() << w->metaObject()->className() << w->geometry() << w->sizeHint() << w->minimumSizeHint() << w->minimumHeight();
        QVERIFY(page.height() <= 654); // it fits by itself, not by growing the page
    }
    QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
}

// Every registered system is offered; one whose program is missing stays, greyed, saying which.
void TestLivePage::everySystemOfferedGreyedWhenMissing()
{
    {
        LivePage page;
        QCOMPARE(page.proxyBox()->count(), int(ringcore::SystemRegistry::all().size()));
        auto *model = qobject_cast<QStandardItemModel *>(page.proxyBox()->model());
        QVERIFY(model);
        for (int i = 0; i < page.proxyBox()->count(); ++i) {
            const ringcore::SystemDescription *system = ringcore::SystemRegistry::find(page.proxyBox()->itemData(i).toString());
            QVERIFY(system);
            QString error;
            const bool installed = !ringcore::ManagedProcess::findProgram(system->programName(), QString(), &error).isEmpty()
                                && !ringcore::ManagedProcess::findProgram(system->checkProgramName(), QString(), &error).isEmpty();
            QCOMPARE(model->item(i)->isEnabled(), installed);
        }
        QVERIFY(page.proxyBox()->findData(QStringLiteral("caddy")) >= 0);
        QVERIFY(page.proxyBox()->findData(QStringLiteral("varnish")) >= 0);
        QVERIFY(page.proxyBox()->findData(QStringLiteral("trafficserver")) >= 0);
    }
    // caddy lives in /usr/bin: with an empty PATH it is not found (varnishd, in /usr/sbin, still is).
    const QByteArray path = qgetenv("PATH");
    QTemporaryDir empty;
    qputenv("PATH", empty.path().toUtf8());
    LivePage page;
    qputenv("PATH", path);
    auto *model = qobject_cast<QStandardItemModel *>(page.proxyBox()->model());
    const int caddy = page.proxyBox()->findData(QStringLiteral("caddy"));
    QVERIFY(caddy >= 0);
    QVERIFY(!model->item(caddy)->isEnabled());
    QVERIFY2(model->item(caddy)->text().contains(QStringLiteral("caddy not found")), qPrintable(model->item(caddy)->text()));
    QVERIFY(model->item(caddy)->toolTip().contains(QStringLiteral("install Caddy")));
    QVERIFY(model->item(page.proxyBox()->currentIndex())->isEnabled()); // never a greyed choice
}

void TestLivePage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // QSettings and run folders away from the user's
    QCoreApplication::setOrganizationName(QStringLiteral("RingLabTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_livepage"));
    // CI and the dev machines have nginx; without it this test cannot say anything.
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("nginx"), {QStringLiteral("/usr/sbin"), QStringLiteral("/usr/local/sbin")}).isEmpty()
                 || !QStandardPaths::findExecutable(QStringLiteral("nginx")).isEmpty(),
             "nginx is not installed");
}

void TestLivePage::idleStateAndProxyChoice()
{
    LivePage page;
    page.show();
    QCOMPARE(page.runStatus().phase(), ringcore::LiveRunPhase::Idle);
    QCOMPARE(page.progressBar()->value(), 0);
    // No run, no percentage: the bar beside "No run yet" showed "0%".
    QVERIFY(!page.progressBar()->isTextVisible());
    QVERIFY(page.startButton()->isEnabled());
    QVERIFY(!page.cancelButton()->isEnabled());
    QVERIFY2(page.statusLine()->text().startsWith(QStringLiteral("No run yet")), qPrintable(page.statusLine()->text()));
    QVERIFY(!page.statsLabel()->text().contains(QStringLiteral("Running")));
    // Nothing to export before a run: the export button is off (it answered "Nothing to export yet").
    auto *exportButton = page.findChild<FigureButton *>();
    QVERIFY(exportButton);
    QVERIFY(!exportButton->isEnabled());
    QCOMPARE(exportButton->toolTip(), QStringLiteral("Nothing to export yet: start a run first."));
    // nginx chosen: nginx variants and an nginx checklist.
    QCOMPARE(page.proxyBox()->currentText(), QStringLiteral("nginx"));
    for (const QString &v : variantNames(page))
        QVERIFY2(v.startsWith(QStringLiteral("nginx")), qPrintable(v));
    for (const QString &rule : ruleTexts(page)) {
        QVERIFY2(rule.contains(QStringLiteral("nginx")), qPrintable(rule));
        QVERIFY2(!rule.contains(QStringLiteral("HAProxy")), qPrintable(rule));
    }
    // HAProxy chosen: its variants only, and every checklist line names HAProxy.
    page.proxyBox()->setCurrentIndex(page.proxyBox()->findText(QStringLiteral("HAProxy")));
    QVERIFY(!variantNames(page).isEmpty());
    for (const QString &v : variantNames(page))
        QVERIFY2(v.startsWith(QStringLiteral("haproxy")), qPrintable(v));
    for (const QString &rule : ruleTexts(page)) {
        QVERIFY2(rule.contains(QStringLiteral("HAProxy")), qPrintable(rule));
        QVERIFY2(!rule.contains(QStringLiteral("nginx")), qPrintable(rule));
    }
    QCOMPARE(page.config().proxy, QStringLiteral("haproxy"));
    // A variant of the other proxy is not offered; the base port and free-port choice are fields.
    QCOMPARE(page.variantBox()->findData(QStringLiteral("nginx-keepalive-64")), -1);
    page.basePortBox()->setValue(12000);
    page.pickFreePortsBox()->setChecked(false);
    QCOMPARE(page.config().basePort, 12000);
    QVERIFY(!page.config().pickFreeBasePort);
}

// Before any run the log and the port agreement are empty: they are not shown as a large blank box;
// a note says what comes there. Every box that is shown has content or a placeholder text.
void TestLivePage::noEmptyBoxBeforeARun()
{
    LivePage page;
    page.resize(1000, 700); // the page's room in a 1366×768 window
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QVERIFY(!page.resultsArea()->isVisible());
    QVERIFY(page.resultsNote()->isVisible());
    QVERIFY(page.resultsNote()->text().contains(QStringLiteral("log")));
    QVERIFY(!page.mismatches()->isVisible());
    QStringList empty;
    for (QAbstractScrollArea *box : page.findChildren<QAbstractScrollArea *>()) {
        if (!box->isVisible() || box->height() < 60)
            continue;
        const auto *text = qobject_cast<QPlainTextEdit *>(box);
        const auto *view = qobject_cast<QAbstractItemView *>(box);
        const bool filled = text ? !text->document()->isEmpty() || !text->placeholderText().isEmpty()
                          : view ? view->model() && view->model()->rowCount() > 0
                                 : true;
        if (!filled)
            empty << QStringLiteral("%1 %2x%3").arg(QString::fromLatin1(box->metaObject()->className())).arg(box->width()).arg(box->height());
    }
    QVERIFY2(empty.isEmpty(), qPrintable(empty.join(QStringLiteral(", "))));
    // The bars' box is never blank: its placeholder is painted until there are counts.
    QVERIFY(page.bars()->isVisible());
    QVERIFY(page.bars()->counts().isEmpty());
    // A line in the log (a refused start writes one) brings the results area back, the empty
    // mismatch table still hidden until it has rows.
    page.log()->appendPlainText(QStringLiteral("Cannot create the run folder /nonexistent."));
    QVERIFY(page.resultsArea()->isVisible());
    QVERIFY(!page.resultsNote()->isVisible());
    QVERIFY(!page.mismatches()->isVisible());
    page.mismatches()->setRowCount(1);
    QVERIFY(page.mismatches()->isVisible());
    page.mismatches()->setRowCount(0);
    QVERIFY(!page.mismatches()->isVisible());
}

void TestLivePage::downServersAreTheExperiments()
{
    // The down servers are the experiment's (the dock's Down field), by position: no second list here.
    LivePage page;
    page.show();
    page.basePortBox()->setValue(9001);
    setExperimentOf(page, 20, 1000, {0, 6, 7, 8, 14, 19});
    QCOMPARE(page.config().down, (QList<int>{0, 6, 7, 8, 14, 19}));
    QVERIFY2(page.runForm()->setupLabel()->text().contains(QLatin1String("20 servers, 6 down")),
             qPrintable(page.runForm()->setupLabel()->text()));
}

void TestLivePage::refusesBadInput_data()
{
    QTest::addColumn<int>("concurrency");
    QTest::addColumn<QString>("down");
    QTest::addColumn<int>("basePort");
    QTest::addColumn<int>("backends");
    QTest::addColumn<QString>("field");
    QTest::newRow("concurrency 0") << 0 << QString() << 9001 << 20 << QStringLiteral("concurrency");
    QTest::newRow("concurrency 5000") << 5000 << QString() << 9001 << 20 << QStringLiteral("concurrency");
    // The backends must fit below port 65535: the message names the field and the range.
    QTest::newRow("base port too high") << 8 << QString() << 65000 << 1000 << QStringLiteral("base-port: 65000 is out of range (allowed: 1024-64535");
}

void TestLivePage::refusesBadInput()
{
    QFETCH(int, concurrency);
    QFETCH(QString, down);
    QFETCH(int, basePort);
    QFETCH(int, backends);
    QFETCH(QString, field);
    QTemporaryDir dir;
    LivePage page;
    page.show();
    setServers(page, backends);
    page.basePortBox()->setValue(basePort);
    QCOMPARE(page.basePortBox()->value(), basePort); // not clamped by the field
    QVERIFY(down.isEmpty()); // the down servers are the experiment's, checked by its dock
    ringcore::LiveRunConfig config = page.config();
    config.concurrency = concurrency;
    config.outDir = dir.filePath(QStringLiteral("run"));
    QString error;
    QVERIFY(!page.start(config, &error));
    QVERIFY2(error.contains(field, Qt::CaseInsensitive), qPrintable(error));
    QVERIFY(!page.isRunning());
    QVERIFY(page.processIds().isEmpty());
}

void TestLivePage::startFailureIsShown()
{
    // The config is valid, so start() returns true; the run thread then finds no such nginx.
    QTemporaryDir dir;
    LivePage page;
    page.show();
    setServers(page, 20);
    ringcore::LiveRunConfig config = page.config();
    config.programs[QStringLiteral("nginx")] = dir.filePath(QStringLiteral("no-such-nginx"));
    config.outDir = dir.filePath(QStringLiteral("run"));
    QSignalSpy failed(&page, &LivePage::startFailed);
    QSignalSpy status(&page, &LivePage::statusMessage);
    QString error;
    QVERIFY2(page.start(config, &error), qPrintable(error));
    QVERIFY(failed.wait(30000) || !failed.isEmpty());
    QVERIFY(!page.isRunning());
    QVERIFY(page.processIds().isEmpty());
    const QString message = failed.front().front().toString();
    QVERIFY2(message.contains(QStringLiteral("no-such-nginx")), qPrintable(message));
    QCOMPARE(status.back().front().toString(), message);
    QVERIFY(page.rules()->item(0)->text().contains(QStringLiteral("no-such-nginx")));
    QVERIFY(page.rules()->item(page.rules()->count() - 1)->text().startsWith(QStringLiteral("✗")));
    // It never ran: the last line says so, not that "the run is not valid".
    QCOMPARE(page.rules()->item(page.rules()->count() - 1)->text(), QStringLiteral("✗ The nginx run did not start"));
    // The state: failed, nothing sent, ready to start again.
    QCOMPARE(page.runStatus().phase(), ringcore::LiveRunPhase::Failed);
    QVERIFY2(page.statusLine()->text().startsWith(QStringLiteral("Failed")), qPrintable(page.statusLine()->text()));
    QVERIFY(page.statusLine()->text().contains(QStringLiteral("no-such-nginx")));
    QCOMPARE(page.progressBar()->value(), 0);
    QVERIFY(!page.progressBar()->isTextVisible());
    QCOMPARE(page.progressLabel()->text(), QStringLiteral("Did not run"));
    QVERIFY(page.startButton()->isEnabled());
    QVERIFY(!page.cancelButton()->isEnabled());
    QVERIFY(page.proxyBox()->isEnabled());
    // Nothing was answered: nothing to export (it wrote a chart from -1 to 1 "keys answered" with a
    // "busiest" backend of 0 keys), the button says why, and the chart shows its placeholder.
    auto *exportButton = page.findChild<FigureButton *>();
    QVERIFY(exportButton);
    QVERIFY(!exportButton->isEnabled());
    QCOMPARE(exportButton->toolTip(), QStringLiteral("Nothing to export: the run did not start."));
    QVERIFY(!page.barsFigure().isValid());
    QVERIFY(page.figures().isEmpty());
    QCOMPARE(page.bars()->total(), qint64(0));
    {
        // The placeholder text is drawn, not an empty frame with axis labels.
        QImage shot(page.bars()->size(), QImage::Format_ARGB32);
        shot.fill(Qt::transparent);
        page.bars()->render(&shot);
        QImage placeholder(shot.size(), QImage::Format_ARGB32);
        placeholder.fill(Qt::transparent);
        {
            QPainter p(&placeholder);
            p.fillRect(placeholder.rect(), page.bars()->palette().base());
            p.setPen(page.bars()->palette().color(QPalette::PlaceholderText));
            p.drawText(placeholder.rect().adjusted(12, 12, -12, -12), Qt::AlignCenter | Qt::TextWordWrap,
                       QStringLiteral("Keys per backend appear here as the proxy answers, a few times a second."));
        }
        QCOMPARE(shot, placeholder);
    }
    // A chart of no answers is no figure, whatever the backends.
    QVERIFY(!BackendBarsView::figure(QList<qint64>(20, 0), {}, QStringLiteral("x")).isValid());
    QVERIFY(BackendBarsView::figure(QList<qint64>{0, 3, 0}, {}, QStringLiteral("x")).isValid());
    // The page can start again at once (and is refused for the same reason).
    failed.clear();
    QVERIFY2(page.start(config, &error), qPrintable(error));
    QVERIFY(failed.wait(30000) || !failed.isEmpty());
}

void TestLivePage::smallRealRunShowsBarsAndAgreement()
{
    QTemporaryDir dir;
    LivePage page;
    page.resize(1200, 800);
    page.show();
    setServers(page, 20);
    setKeys(page, 2000);
    page.concurrencyBox()->setValue(8);
    ringcore::LiveRunConfig config = page.config();
    config.recheckKeys = 500;
    config.outDir = dir.filePath(QStringLiteral("run"));
    QSignalSpy finished(&page, &LivePage::runFinished);
    QSignalSpy predicted(&page, &LivePage::predictionShown);
    QString error;
    QVERIFY2(page.start(config, &error), qPrintable(error));
    QVERIFY(page.isRunning());
    // Starting: the bar counts keys + recheck from the start, only Cancel is offered.
    QCOMPARE(page.runStatus().barMaximum(), qint64(2500));
    QVERIFY(!page.startButton()->isEnabled());
    QVERIFY(page.cancelButton()->isEnabled());
    QVERIFY(!page.proxyBox()->isEnabled());
    QVERIFY2(page.statusLine()->text().startsWith(QStringLiteral("Starting")), qPrintable(page.statusLine()->text()));
    // No answer yet: nothing to export, and the button says so.
    QVERIFY(!page.findChild<FigureButton *>()->isEnabled());
    QCOMPARE(page.findChild<FigureButton *>()->toolTip(), QStringLiteral("Nothing to export yet: no backend has answered a key."));
    QTRY_VERIFY_WITH_TIMEOUT(page.processIds().size() == 2, 30000); // started on the run thread
    const QList<qint64> pids = page.processIds();
    QVERIFY(finished.wait(120000) || !finished.isEmpty());
    // Finished valid: a full bar, no "Running", no ETA, Start offered again.
    QCOMPARE(page.runStatus().phase(), ringcore::LiveRunPhase::Valid);
    QCOMPARE(page.progressBar()->value(), page.progressBar()->maximum());
    QCOMPARE(page.progressBar()->text(), QStringLiteral("100%"));
    QVERIFY(page.progressBar()->isTextVisible());
    QVERIFY2(page.statusLine()->text().startsWith(QStringLiteral("Valid: ") + QLocale().toString(2000)),
             qPrintable(page.statusLine()->text()));
    QVERIFY(!page.statusLine()->text().contains(QStringLiteral("Running")));
    QVERIFY2(!page.statsLabel()->text().contains(QStringLiteral("Running")), qPrintable(page.statsLabel()->text()));
    QVERIFY(!page.progressLabel()->text().contains(QStringLiteral("ETA")));
    QVERIFY(page.startButton()->isEnabled());
    QVERIFY(!page.cancelButton()->isEnabled());
    for (const QString &rule : ruleTexts(page)) {
        QVERIFY2(rule.startsWith(QStringLiteral("✓")), qPrintable(rule));
        QVERIFY2(rule.contains(QStringLiteral("nginx")), qPrintable(rule));
    }
    const ringcore::LiveRunResult result = page.lastResult();
    QVERIFY2(result.valid, qPrintable(result.reasons.join(QLatin1Char(';')) + result.error));
    // Bars: one per backend, together every key.
    const QList<qint64> counts = page.bars()->counts();
    QCOMPARE(counts.size(), 20);
    QCOMPARE(std::accumulate(counts.begin(), counts.end(), qint64(0)), qint64(2000));
    QVERIFY(page.bars()->busiest() >= 1.0);
    QVERIFY(page.rules()->count() > 0);
    QVERIFY(page.rules()->item(page.rules()->count() - 1)->text().startsWith(QStringLiteral("✓")));
    // Port agreement at the end: every key matched.
    QVERIFY(predicted.wait(60000) || !predicted.isEmpty());
    const QString agreement = page.agreementLabel()->text();
    const QString all = QLocale().toString(2000);
    QVERIFY2(agreement.contains(all + QStringLiteral(" of ") + all), qPrintable(agreement));
    // A language switch after the run rewrites its result lines, numbers included.
    const QString finalLine = page.statsLabel()->text();
    QVERIFY(page.findChild<FigureButton *>()->isEnabled()); // a run to export
    QVERIFY2(finalLine.startsWith(QStringLiteral("Final:")), qPrintable(finalLine));
    QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("de")));
    QCoreApplication::processEvents();
    QVERIFY2(page.statsLabel()->text().startsWith(QStringLiteral("Endergebnis")), qPrintable(page.statsLabel()->text()));
    QVERIFY2(page.agreementLabel()->text().contains(QStringLiteral("2.000 von 2.000")),
             qPrintable(page.agreementLabel()->text()));
    QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
    QCoreApplication::processEvents();
    QCOMPARE(page.statsLabel()->text(), finalLine);
    QCOMPARE(page.agreementLabel()->text(), agreement);
    // The log's lines stay as written (they come from the run thread as text); after a switch
    // one line at its end says so, not one a switch (r16 G3: German lines under a Chinese page).
    const QString logText = page.log()->toPlainText();
    const QString marker = QStringLiteral("(Language changed: the lines above stay in the language they were written in.)");
    QVERIFY2(logText.endsWith(marker), qPrintable(logText.right(300)));
    QCOMPARE(logText.count(marker), 1);
    // The load engine is named for a user, not by its internal name ("with the qnam engine").
    QVERIFY2(!logText.contains(QStringLiteral("qnam")), qPrintable(logText));
    QVERIFY2(logText.contains(QStringLiteral("sending %1 keys with %2, concurrency 8")
                                  .arg(all, ringcore::LoadEngine::describe(config.engine == ringcore::LoadEngineKind::Raw
                                                                               ? QStringLiteral("raw")
                                                                               : QStringLiteral("qnam")))),
             qPrintable(logText));
    // Figures are available once a run finished; the caption says the keys sent.
    QCOMPARE(page.figures().size(), 1);
    QCOMPARE(page.figures().front().caption, QStringLiteral("nginx live run, %1 keys").arg(all));
    for (qint64 pid : pids)
        QTRY_VERIFY2_WITH_TIMEOUT(ringlab::test::processGone(pid), qPrintable(QString::number(pid)), 5000);
}

void TestLivePage::cancelledRunSaysWhatWasSent()
{
    QTemporaryDir dir;
    LivePage page;
    page.show();
    setServers(page, 20);
    setKeys(page, 2000000);
    ringcore::LiveRunConfig config = page.config();
    config.outDir = dir.filePath(QStringLiteral("run"));
    QSignalSpy finished(&page, &LivePage::runFinished);
    QSignalSpy windowStatus(&page, &LivePage::statusMessage);
    QString error;
    QVERIFY2(page.start(config, &error), qPrintable(error));
    // Loading: the status line says so and counts the keys sent.
    QTRY_VERIFY_WITH_TIMEOUT(page.runStatus().phase() == ringcore::LiveRunPhase::Loading && page.runStatus().keysSent() > 1000, 60000);
    QTRY_VERIFY2_WITH_TIMEOUT(page.statusLine()->text().startsWith(QStringLiteral("Loading through nginx")),
                              qPrintable(page.statusLine()->text()), 2000);
    // The window hears "Starting…" once, then follows the run, not the first "Starting…".
    int starting = 0;
    for (const QList<QVariant> &message : std::as_const(windowStatus))
        starting += message.at(0).toString().startsWith(QStringLiteral("Starting")) ? 1 : 0;
    QCOMPARE(starting, 1);
    QTRY_VERIFY2_WITH_TIMEOUT(!windowStatus.isEmpty()
                                  && windowStatus.last().at(0).toString().startsWith(QStringLiteral("Loading through nginx")),
                              qPrintable(windowStatus.isEmpty() ? QString() : windowStatus.last().at(0).toString()), 5000);
    // The page redraws the bar on its refresh timer: the sent keys reach it at the next tick.
    QTRY_VERIFY_WITH_TIMEOUT(page.progressBar()->value() > 0, 5000);
    QVERIFY(page.progressBar()->value() < page.progressBar()->maximum());
    QVERIFY(page.cancelButton()->isEnabled());
    page.cancelButton()->click();
    QVERIFY(finished.wait(60000) || !finished.isEmpty());
    const ringcore::LiveRunResult result = page.lastResult();
    QVERIFY(result.cancelled);
    QVERIFY(result.keysMeasured > 0 && result.keysMeasured < 2000000);
    const QString sent = QLocale().toString(result.keysMeasured);
    QCOMPARE(page.runStatus().phase(), ringcore::LiveRunPhase::Cancelled);
    QVERIFY2(page.statusLine()->text().startsWith(QStringLiteral("Cancelled after %1 of %2").arg(sent, QLocale().toString(2000000))),
             qPrintable(page.statusLine()->text()));
    QVERIFY(page.progressBar()->value() < page.progressBar()->maximum()); // it did not finish
    QVERIFY(!page.statsLabel()->text().contains(QStringLiteral("Running")));
    QVERIFY(page.startButton()->isEnabled());
    QVERIFY(!page.cancelButton()->isEnabled());
    QVERIFY(ruleTexts(page).back().startsWith(QStringLiteral("✗ The nginx run is not valid")));
    QVERIFY(windowStatus.last().at(0).toString().startsWith(QStringLiteral("Cancelled after")));
    // Choosing another proxy after the run: the pending checklist names it, not the run's nginx.
    page.proxyBox()->setCurrentIndex(page.proxyBox()->findText(QStringLiteral("HAProxy")));
    const QStringList pending = ruleTexts(page);
    QVERIFY(pending.size() >= 3);
    for (const QString &rule : pending) {
        QVERIFY2(rule.startsWith(QStringLiteral("… ")) && rule.contains(QStringLiteral("HAProxy")), qPrintable(rule));
        QVERIFY2(!rule.contains(QStringLiteral("nginx")), qPrintable(rule));
    }
    // ... and the status line says the chart and results on screen are the nginx run's.
    QVERIFY2(page.statusLine()->text().startsWith(QStringLiteral("Cancelled after %1").arg(sent)), qPrintable(page.statusLine()->text()));
    QVERIFY2(page.statusLine()->text().endsWith(QStringLiteral("Shown below: this last run. Start runs HAProxy.")),
             qPrintable(page.statusLine()->text()));
    page.proxyBox()->setCurrentIndex(page.proxyBox()->findText(QStringLiteral("nginx")));
    QVERIFY2(!page.statusLine()->text().contains(QStringLiteral("Shown below")), qPrintable(page.statusLine()->text()));
    // The caption and the exported figure say the keys actually sent.
    QVERIFY2(page.barsCaption().startsWith(QStringLiteral("nginx live run, %1 keys").arg(sent)), qPrintable(page.barsCaption()));
    QVERIFY(!page.barsCaption().contains(QLocale().toString(2000000) + QStringLiteral(" keys")));
    const QList<Figure> figures = page.figures();
    QCOMPARE(figures.size(), 1);
    QCOMPARE(figures.front().caption, page.barsCaption());
    QCOMPARE(figures.front().parameters.value(QStringLiteral("keysSent")).toInteger(), result.keysMeasured);
    QCOMPARE(figures.front().parameters.value(QStringLiteral("keysPlanned")).toInteger(), qint64(2000000));
    QCOMPARE(figures.front().parameters.value(QStringLiteral("outcome")).toString(), QStringLiteral("cancelled"));
    qint64 total = 0;
    for (qint64 c : page.bars()->counts())
        total += c;
    QVERIFY(total <= result.keysMeasured);
}

// A run that never started does not take the previous run's results off the screen (they were
// cleared: the bars, the "Final" line, the port agreement, the export). They stay, labelled as the
// previous run's, the export is theirs with that label, and the status line, the window's status
// bar and the log say why the new run failed.
void TestLivePage::failedStartKeepsThePreviousRun()
{
    QTemporaryDir dir;
    LivePage page;
    page.resize(1028, 654);
    page.show();
    setServers(page, 10);
    setKeys(page, 1000);
    ringcore::LiveRunConfig config = page.config();
    config.recheckKeys = 200;
    config.outDir = dir.filePath(QStringLiteral("good"));
    QSignalSpy finished(&page, &LivePage::runFinished);
    QSignalSpy predicted(&page, &LivePage::predictionShown);
    QString error;
    QVERIFY2(page.start(config, &error), qPrintable(error));
    QVERIFY(finished.wait(120000) || !finished.isEmpty());
    QVERIFY(predicted.wait(60000) || !predicted.isEmpty());
    QVERIFY2(page.lastResult().valid, qPrintable(page.lastResult().reasons.join(QLatin1Char(';'))));
    QVERIFY(!page.showsPreviousRun());
    QVERIFY(page.previousRunLabel().isEmpty());
    const QList<qint64> counts = page.bars()->counts();
    const QString finalLine = page.statsLabel()->text();
    const QString agreement = page.agreementLabel()->text();
    const QString status = page.statusLine()->text();
    const QString log = page.log()->toPlainText();
    const QStringList rules = ruleTexts(page);
    const QString caption = page.barsCaption();
    const int basePort = page.figures().value(0).parameters.value(QStringLiteral("basePort")).toInt();
    QCOMPARE(std::accumulate(counts.begin(), counts.end(), qint64(0)), qint64(1000));
    QVERIFY2(agreement.startsWith(QStringLiteral("Port agreement (nginx)")), qPrintable(agreement));

    // A HAProxy run whose program is missing: start() accepts it, the run thread cannot start it.
    page.proxyBox()->setCurrentIndex(page.proxyBox()->findText(QStringLiteral("HAProxy")));
    ringcore::LiveRunConfig bad = page.config();
    bad.programs[QStringLiteral("haproxy")] = dir.filePath(QStringLiteral("no-such-haproxy"));
    bad.outDir = dir.filePath(QStringLiteral("bad"));
    QSignalSpy failed(&page, &LivePage::startFailed);
    QSignalSpy windowStatus(&page, &LivePage::statusMessage);
    for (int attempt = 0; attempt < 2; ++attempt) { // and again: the same previous run, one label
        failed.clear();
        QVERIFY2(page.start(bad, &error), qPrintable(error));
        QVERIFY(failed.wait(30000) || !failed.isEmpty());
        QVERIFY(!page.isRunning());
        QVERIFY(page.processIds().isEmpty());
        const QString reason = failed.front().front().toString();
        QVERIFY2(reason.contains(QStringLiteral("no-such-haproxy")), qPrintable(reason));
        // The previous run's results, unchanged.
        QCOMPARE(page.bars()->counts(), counts);
        QCOMPARE(page.statsLabel()->text(), finalLine);
        QCOMPARE(page.agreementLabel()->text(), agreement);
        QVERIFY(page.showsPreviousRun());
        QCOMPARE(page.lastResult().keysMeasured, qint64(1000));
        QCOMPARE(page.lastRunDir(), config.outDir);
        QCOMPARE(page.runStatus().phase(), ringcore::LiveRunPhase::Valid);
        QCOMPARE(page.progressBar()->value(), page.progressBar()->maximum());
        // ... labelled as the previous run's, above the chart, with the new run's reason.
        const QString label = page.previousRunLabel();
        QVERIFY2(label.startsWith(QStringLiteral("Previous run (nginx, ")), qPrintable(label));
        QVERIFY2(label.contains(QStringLiteral("): the new HAProxy run failed to start: ") + reason), qPrintable(label));
        QCOMPARE(page.statusLine()->text(), label + QLatin1Char('\n') + status);
        QVERIFY(!page.statusLine()->text().contains(QStringLiteral("Running")));
        QVERIFY(!page.progressLabel()->text().contains(QStringLiteral("Running")));
        QVERIFY(!page.statsLabel()->text().contains(QStringLiteral("Running")));
        QCOMPARE(windowStatus.last().front().toString(), label);
        // The checklist: one line for the new run, then the previous run's lines.
        const QStringList shownRules = ruleTexts(page);
        QCOMPARE(shownRules.size(), rules.size() + 1);
        QVERIFY2(shownRules.front().startsWith(QStringLiteral("✗ The new HAProxy run did not start; below: the previous run (nginx, ")),
                 qPrintable(shownRules.front()));
        QCOMPARE(shownRules.mid(1), rules);
        // The log: the previous run's lines, then the new run's with its reason, then the label.
        const QString shownLog = page.log()->toPlainText();
        QVERIFY2(shownLog.startsWith(log), qPrintable(shownLog.left(300)));
        QCOMPARE(shownLog.count(QStringLiteral("—— New HAProxy run, started ")), 1);
        QVERIFY(shownLog.indexOf(reason, log.size()) > 0);
        QVERIFY(shownLog.endsWith(label));
        // The export: the previous run's figure, saying so; not the failed run's settings.
        auto *exportButton = page.findChild<FigureButton *>();
        QVERIFY(exportButton->isEnabled());
        const QList<Figure> figures = page.figures();
        QCOMPARE(figures.size(), 1);
        const Figure &f = figures.front();
        QVERIFY2(f.caption.startsWith(caption + QStringLiteral(" · previous run, ended ")), qPrintable(f.caption));
        QVERIFY2(f.caption.endsWith(QStringLiteral("(the next HAProxy run failed to start)")), qPrintable(f.caption));
        QCOMPARE(f.parameters.value(QStringLiteral("proxy")).toString(), QStringLiteral("nginx"));
        QCOMPARE(f.parameters.value(QStringLiteral("keysSent")).toInteger(), qint64(1000));
        QCOMPARE(f.parameters.value(QStringLiteral("outcome")).toString(), QStringLiteral("valid"));
        QCOMPARE(f.parameters.value(QStringLiteral("backends")).toInt(), 10);
        QCOMPARE(f.parameters.value(QStringLiteral("basePort")).toInt(), basePort);
        QCOMPARE(f.parameters.value(QStringLiteral("shownAs")).toString(), QStringLiteral("previous run"));
        const QJsonObject next = f.parameters.value(QStringLiteral("nextRun")).toObject();
        QCOMPARE(next.value(QStringLiteral("proxy")).toString(), QStringLiteral("HAProxy"));
        QCOMPARE(next.value(QStringLiteral("outcome")).toString(), QStringLiteral("failed to start"));
        QCOMPARE(next.value(QStringLiteral("error")).toString(), reason);
        QVERIFY(page.startButton()->isEnabled());
        QVERIFY(!page.cancelButton()->isEnabled());
    }
    // A run cancelled while it starts (before any key is answered) measured nothing either.
    page.proxyBox()->setCurrentIndex(page.proxyBox()->findText(QStringLiteral("nginx")));
    ringcore::LiveRunConfig cancelled = page.config();
    cancelled.outDir = dir.filePath(QStringLiteral("cancelled"));
    finished.clear();
    QVERIFY2(page.start(cancelled, &error), qPrintable(error));
    page.cancel(); // reaches the run thread right after its start, before the proxy's port is up
    QVERIFY(finished.wait(60000) || !finished.isEmpty());
    QVERIFY(finished.front().front().value<ringcore::LiveRunResult>().cancelled);
    QCOMPARE(finished.front().front().value<ringcore::LiveRunResult>().keysMeasured, qint64(0));
    QVERIFY(page.showsPreviousRun());
    QCOMPARE(page.bars()->counts(), counts);
    QCOMPARE(page.statsLabel()->text(), finalLine);
    QVERIFY2(page.previousRunLabel().endsWith(QStringLiteral("): the new nginx run was cancelled before any key was answered.")),
             qPrintable(page.previousRunLabel()));
    QCOMPARE(page.statusLine()->text(), page.previousRunLabel() + QLatin1Char('\n') + status);
    QVERIFY(page.figures().value(0).caption.endsWith(QStringLiteral("(the next nginx run was cancelled before any answer)")));
    QVERIFY(page.startButton()->isEnabled());
    // A run that measures something replaces it, and the label goes.
    setKeys(page, 500);
    ringcore::LiveRunConfig next = page.config();
    next.recheckKeys = 100;
    next.outDir = dir.filePath(QStringLiteral("next"));
    finished.clear();
    QVERIFY2(page.start(next, &error), qPrintable(error));
    QVERIFY(!page.showsPreviousRun());
    QVERIFY(finished.wait(120000) || !finished.isEmpty());
    QVERIFY(!page.showsPreviousRun());
    QCOMPARE(page.bars()->total(), qint64(500));
    QVERIFY2(page.statusLine()->text().startsWith(QStringLiteral("Valid: 500 keys")), qPrintable(page.statusLine()->text()));
    QCOMPARE(page.figures().value(0).caption, QStringLiteral("nginx live run, 500 keys"));
    QVERIFY(!page.figures().value(0).parameters.contains(QStringLiteral("shownAs")));
    QVERIFY(!page.log()->toPlainText().contains(QStringLiteral("no-such-haproxy")));
}

// A run that starts and then fails (its proxy killed mid-load) keeps what it measured: its own
// bars, "Final" line and export, marked failed; the previous run is not brought back.
void TestLivePage::runFailingMidwayKeepsItsOwnResults()
{
    QTemporaryDir dir;
    LivePage page;
    page.show();
    setServers(page, 10);
    setKeys(page, 1000);
    ringcore::LiveRunConfig config = page.config();
    config.recheckKeys = 100;
    config.outDir = dir.filePath(QStringLiteral("first"));
    QSignalSpy finished(&page, &LivePage::runFinished);
    QString error;
    QVERIFY2(page.start(config, &error), qPrintable(error));
    QVERIFY(finished.wait(120000) || !finished.isEmpty());
    QCOMPARE(page.bars()->total(), qint64(1000));
    setKeys(page, 2000000);
    config = page.config();
    config.outDir = dir.filePath(QStringLiteral("killed"));
    finished.clear();
    QVERIFY2(page.start(config, &error), qPrintable(error));
    QTRY_VERIFY_WITH_TIMEOUT(page.runStatus().phase() == ringcore::LiveRunPhase::Loading && page.runStatus().keysSent() > 2000, 60000);
    // The proxy is the nginx among the run's processes (the other is the backend farm).
    const QList<qint64> pids = page.processIds();
    qint64 proxy = -1;
    for (qint64 pid : pids) {
        QFile comm(QStringLiteral("/proc/%1/comm").arg(pid));
        if (comm.open(QIODevice::ReadOnly) && comm.readAll().trimmed() == "nginx")
            proxy = pid;
    }
    QVERIFY2(proxy > 0, qPrintable(QStringLiteral("no nginx among %1 processes").arg(pids.size())));
    QVERIFY(::kill(pid_t(proxy), SIGKILL) == 0);
    QVERIFY(finished.wait(60000) || !finished.isEmpty());
    const ringcore::LiveRunResult result = finished.front().front().value<ringcore::LiveRunResult>();
    QVERIFY2(!result.error.isEmpty(), "the run did not fail");
    QVERIFY(result.keysMeasured > 0 && result.keysMeasured < 2000000);
    QVERIFY(!page.showsPreviousRun());
    QCOMPARE(page.lastResult().keysMeasured, result.keysMeasured);
    QCOMPARE(page.runStatus().phase(), ringcore::LiveRunPhase::Failed);
    QVERIFY(page.bars()->total() > 1000 && page.bars()->total() <= result.keysMeasured);
    QVERIFY2(page.statusLine()->text().startsWith(QStringLiteral("Failed: ")), qPrintable(page.statusLine()->text()));
    QVERIFY(!page.statusLine()->text().contains(QStringLiteral("Previous run")));
    QVERIFY2(page.statsLabel()->text().startsWith(QStringLiteral("Final:")), qPrintable(page.statsLabel()->text()));
    QVERIFY(page.progressLabel()->text() != QStringLiteral("Did not run"));
    for (const QString &text : {page.statusLine()->text(), page.progressLabel()->text(), page.statsLabel()->text()})
        QVERIFY2(!text.contains(QStringLiteral("Running")), qPrintable(text));
    QVERIFY(page.startButton()->isEnabled());
    QVERIFY(page.findChild<FigureButton *>()->isEnabled());
    const QList<Figure> figures = page.figures();
    QCOMPARE(figures.size(), 1);
    QCOMPARE(figures.front().parameters.value(QStringLiteral("outcome")).toString(), QStringLiteral("failed"));
    QCOMPARE(figures.front().parameters.value(QStringLiteral("keysSent")).toInteger(), result.keysMeasured);
    QVERIFY(!figures.front().parameters.contains(QStringLiteral("shownAs")));
    for (qint64 pid : pids)
        QTRY_VERIFY2_WITH_TIMEOUT(ringlab::test::processGone(pid), qPrintable(QString::number(pid)), 10000);
}

void TestLivePage::haproxyRunNamesHAProxy()
{
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("haproxy"), {QStringLiteral("/usr/sbin")}).isEmpty()
                 || !QStandardPaths::findExecutable(QStringLiteral("haproxy")).isEmpty(),
             "haproxy is not installed");
    QTemporaryDir dir;
    LivePage page;
    page.resize(1028, 654); // the Live run tab's room in a 1366×768 window with the experiment dock
    page.show();
    page.proxyBox()->setCurrentIndex(page.proxyBox()->findText(QStringLiteral("HAProxy")));
    QSignalSpy predicted(&page, &LivePage::predictionShown);
    setServers(page, 10);
    setKeys(page, 1000);
    ringcore::LiveRunConfig config = page.config();
    config.recheckKeys = 200;
    config.outDir = dir.filePath(QStringLiteral("run"));
    QSignalSpy finished(&page, &LivePage::runFinished);
    QString error;
    QVERIFY2(page.start(config, &error), qPrintable(error));
    QVERIFY(finished.wait(120000) || !finished.isEmpty());
    QVERIFY2(page.lastResult().valid, qPrintable(page.lastResult().reasons.join(QLatin1Char(';'))));
    QVERIFY2(page.statusLine()->text().contains(QStringLiteral("HAProxy")), qPrintable(page.statusLine()->text()));
    const QStringList rules = ruleTexts(page);
    QVERIFY(rules.size() >= 5);
    for (const QString &rule : rules) {
        QVERIFY2(rule.contains(QStringLiteral("HAProxy")), qPrintable(rule));
        QVERIFY2(!rule.contains(QStringLiteral("nginx")), qPrintable(rule));
    }
    QVERIFY(page.barsCaption().startsWith(QStringLiteral("HAProxy live run, ") + QLocale().toString(1000)));
    // The port agreement names the proxy as the page does, on a line as wide as the results
    // (it was a one-word column beside the log at 1366×768).
    QVERIFY(predicted.wait(60000) || !predicted.isEmpty());
    QApplication::processEvents();
    const QLabel *agreement = page.agreementLabel();
    QVERIFY2(agreement->text().startsWith(QStringLiteral("Port agreement (HAProxy): ")), qPrintable(agreement->text()));
    QVERIFY(agreement->isVisible());
    QVERIFY2(agreement->width() >= page.width() / 2,
             qPrintable(QStringLiteral("agreement %1 px wide in a %2 px page").arg(agreement->width()).arg(page.width())));
    QVERIFY2(agreement->height() <= 3 * agreement->fontMetrics().height(), qPrintable(QString::number(agreement->height())));
}

void TestLivePage::remapOfTwoRuns()
{
    QTemporaryDir dir;
    LivePage page;
    page.show();
    setServers(page, 10);
    setKeys(page, 3000);
    QSignalSpy finished(&page, &LivePage::runFinished);
    QString error;
    // A normal run, then the same keys with backend 3 down.
    for (const QString &down : {QString(), QStringLiteral("#3")}) {
        setExperimentOf(page, 10, 3000, down.isEmpty() ? QList<int>{} : QList<int>{2});
        ringcore::LiveRunConfig config = page.config();
        config.recheckKeys = 300;
        config.outDir = dir.filePath(down.isEmpty() ? QStringLiteral("normal") : QStringLiteral("down"));
        const int before = int(finished.size());
        QVERIFY2(page.start(config, &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(finished.size() > before, 120000);
        QVERIFY2(page.lastResult().valid, qPrintable(page.lastResult().reasons.join(QLatin1Char(';'))));
    }
    // Both runs are remembered (most recent first) and offered in both boxes.
    const QStringList recent = ringlab::gui::AppSettings::recentLiveRuns();
    QVERIFY(recent.size() >= 2);
    QCOMPARE(recent.at(0), QDir::cleanPath(dir.filePath(QStringLiteral("down"))));
    QCOMPARE(recent.at(1), QDir::cleanPath(dir.filePath(QStringLiteral("normal"))));
    QVERIFY(page.remapNormalBox()->findData(recent.at(1)) >= 0);
    QVERIFY(page.remapDownBox()->findData(recent.at(0)) >= 0);
    // The page filled the boxes from the runs themselves, each shown as what it is.
    QCOMPARE(page.compareBox()->normalRun(), recent.at(1));
    QCOMPARE(page.compareBox()->downRun(), recent.at(0));
    QVERIFY2(page.remapNormalBox()->currentText().startsWith(QStringLiteral("nginx · 3,000 keys · valid · ")),
             qPrintable(page.remapNormalBox()->currentText()));
    QVERIFY2(page.remapDownBox()->currentText().contains(QStringLiteral(" · down: 127.0.0.1:")),
             qPrintable(page.remapDownBox()->currentText()));
    QSignalSpy shown(&page, &LivePage::remapShown);
    page.compareRuns();
    // The mapping files are read in the job, on a worker thread: the page answers at once, busy,
    // with Cancel shown and nothing delivered yet.
    QVERIFY2(page.remapResult()->text().startsWith(QStringLiteral("Comparing")), qPrintable(page.remapResult()->text()));
    QVERIFY(page.remapRunner()->isBusy());
    QVERIFY(shown.isEmpty());
    QVERIFY(page.remapCancelButton()->isVisible());
    QVERIFY(!page.remapButton()->isEnabled());
    QVERIFY(shown.wait(60000) || !shown.isEmpty());
    QVERIFY(!page.remapCancelButton()->isVisible());
    QVERIFY(page.remapButton()->isEnabled());
    QVERIFY2(page.remapResult()->text().startsWith(QStringLiteral("Removed: 127.0.0.1:")), qPrintable(page.remapResult()->text()));
    QVERIFY(page.remapResult()->text().contains(QStringLiteral("Measured:")));
    // Cancel: the page is free at once and says so; the late result is dropped.
    const QString compared = page.remapResult()->text();
    shown.clear();
    page.compareRuns();
    QVERIFY(page.remapRunner()->isBusy());
    QTest::mouseClick(page.remapCancelButton(), Qt::LeftButton);
    QVERIFY(!page.remapRunner()->isBusy());
    QCOMPARE(page.remapResult()->text(), QStringLiteral("Cancelled."));
    QCOMPARE(shown.size(), 1);
    QTest::qWait(500); // the cancelled comparison ends and is not shown
    QCOMPARE(page.remapResult()->text(), QStringLiteral("Cancelled."));
    QVERIFY(page.remapButton()->isEnabled());
    QVERIFY(!compared.isEmpty());
    // A result is about the two runs it compared: when a field names another run (a new run is
    // filled in), the line goes; it showed the previous pair's comparison (r16 G4).
    shown.clear();
    page.compareRuns();
    QVERIFY(shown.wait(60000) || !shown.isEmpty());
    QCOMPARE(page.remapResult()->text(), compared);
    page.compareBox()->offerRun(dir.filePath(QStringLiteral("normal")), true, true, false); // same runs: kept
    QCOMPARE(page.remapResult()->text(), compared);
    QVERIFY(page.remapResult()->isVisibleTo(&page));
    page.remapDownBox()->setEditText(dir.filePath(QStringLiteral("normal")));
    QVERIFY2(page.remapResult()->isHidden() && page.remapResult()->text().isEmpty(), qPrintable(page.remapResult()->text()));
    // ... also while a comparison runs: its late result is not shown under the new pair.
    page.remapDownBox()->setEditText(recent.at(0));
    page.compareRuns();
    QVERIFY(page.remapRunner()->isBusy());
    page.remapNormalBox()->setEditText(dir.filePath(QStringLiteral("down")));
    QVERIFY(!page.remapRunner()->isBusy());
    QTest::qWait(500);
    QVERIFY2(page.remapResult()->isHidden(), qPrintable(page.remapResult()->text()));
    page.remapNormalBox()->setEditText(recent.at(1));
    // An empty box is an error naming it.
    page.remapDownBox()->setEditText(QString());
    page.compareRuns();
    QVERIFY2(page.remapResult()->text().startsWith(QStringLiteral("Run with servers down:")), qPrintable(page.remapResult()->text()));
}

namespace {

/// A run of nginx in DIR as a live run writes it (results.json, mapping.tsv): 5 servers on
/// 9001-9005, SERVER_DOWN marked down (-1: none), key i answered by 9001 + backendOf(i).
bool writeRun(const QString &dir, int serverDown, const std::function<int(int)> &backendOf, QString *error)
{
    ringcore::LiveRunResult r;
    r.proxy = QStringLiteral("nginx");
    r.engine = QStringLiteral("qnam");
    r.basePort = 9001;
    r.proxyPort = 9006;
    r.concurrency = 4;
    r.keySeed = 7;
    r.keySource = QStringLiteral("generator");
    for (int i = 0; i < 5; ++i)
        r.servers.append(ringcore::Server{QStringLiteral("127.0.0.1:%1").arg(9001 + i), 1, i == serverDown});
    r.completed = true;
    r.valid = true;
    r.keysPlanned = r.keysMeasured = r.ok = 400;
    if (!r.save(dir, error))
        return false;
    QByteArray mapping = ringcore::MappingWriter::kHeader;
    for (int i = 0; i < 400; ++i)
        mapping += QByteArray::number(i) + "\t/k" + QByteArray::number(i) + '\t' + QByteArray::number(9001 + backendOf(i)) + "\t200\t100\n";
    QFile f(QDir(dir).filePath(r.mappingFile));
    if (!f.open(QIODevice::WriteOnly) || f.write(mapping) != mapping.size()) {
        *error = f.errorString();
        return false;
    }
    return true;
}

/// The part of W that is on screen inside TOP: W's rect cut by every parent up to TOP.
QRect visiblePart(const QWidget *w, const QWidget *top)
{
    QRect r(w->mapTo(top, QPoint(0, 0)), w->size());
    for (const QWidget *p = w->parentWidget(); p && p != top; p = p->parentWidget())
        r &= QRect(p->mapTo(top, QPoint(0, 0)), p->size());
    return r & top->rect();
}

} // namespace

void TestLivePage::remapResultIsNeverClipped_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("zh_CN")})
        QTest::addRow("%s", qPrintable(language)) << language;
}

// The "Remap of two runs" result (Removed / Measured / Predicted) in the Live run tab's room at
// 1366×768: wholly visible once shown (the form column scrolls to it), never cut at the bottom.
void TestLivePage::remapResultIsNeverClipped()
{
    QFETCH(QString, language);
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    QTemporaryDir normal, down;
    QString error;
    QVERIFY2(writeRun(normal.path(), -1, [](int i) { return i % 5; }, &error), qPrintable(error));
    QVERIFY2(writeRun(down.path(), 1, [](int i) { return i % 5 == 1 ? 0 : (i < 50 && i % 5 == 3 ? 4 : i % 5); }, &error),
             qPrintable(error));
    {
        LivePage page;
        page.resize(1028, 654); // the Live run tab's room in a 1366×768 window with the experiment dock
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QTRY_VERIFY(page.rules()->count() >= 4);
        page.remapNormalBox()->setEditText(QDir::toNativeSeparators(normal.path()));
        page.remapDownBox()->setEditText(QDir::toNativeSeparators(down.path()));
        QSignalSpy shown(&page, &LivePage::remapShown);
        page.compareRuns();
        QVERIFY(shown.wait(20000) || !shown.isEmpty());
        QLabel *result = page.remapResult();
        QVERIFY2(result->text().contains(QLatin1Char('\n')), qPrintable(result->text()));
        // Laid out as high as its wrapped lines, and all of it on screen.
        QTRY_VERIFY(visiblePart(result, &page).size() == result->size());
        QVERIFY2(result->height() >= result->heightForWidth(result->width()),
                 qPrintable(QStringLiteral("label %1 px high, needs %2").arg(result->height()).arg(result->heightForWidth(result->width()))));
        const QRect seen = visiblePart(result, &page);
        QVERIFY2(seen.size() == result->size(),
                 qPrintable(QStringLiteral("%1x%2 of %3x%4 visible; text: %5").arg(seen.width()).arg(seen.height())
                                .arg(result->width()).arg(result->height()).arg(result->text())));
        QVERIFY(page.height() <= 654);
        // The run's controls stay in view with the result: only the checklist and the remap box
        // scroll (Start and Cancel went out of sight when the result was scrolled into view).
        for (QWidget *w : {static_cast<QWidget *>(page.startButton()), static_cast<QWidget *>(page.cancelButton()),
                           static_cast<QWidget *>(page.proxyBox())})
            QVERIFY2(visiblePart(w, &page).size() == w->size(),
                     qPrintable(QStringLiteral("%1: %2x%3 of %4x%5 visible").arg(QString::fromLatin1(w->metaObject()->className()))
                                    .arg(visiblePart(w, &page).width()).arg(visiblePart(w, &page).height()).arg(w->width()).arg(w->height())));
        // A remembered run reads whole in its box: "HAProxy · 2,000 keys · valid · 15:03:50".
        const QString run = RunCompareBox::tr("%1 · %2 keys · %3 · %4", nullptr, 2000)
                                .arg(QStringLiteral("HAProxy"), QLocale().toString(2000), RunCompareBox::tr("valid"),
                                     QLocale().toString(QTime(15, 3, 50), QStringLiteral("HH:mm:ss")));
        for (QComboBox *box : {page.remapNormalBox(), page.remapDownBox()}) {
            const int needed = box->lineEdit()->fontMetrics().horizontalAdvance(run);
            QVERIFY2(box->lineEdit()->width() >= needed,
                     qPrintable(QStringLiteral("\"%1\" needs %2 px, the box shows %3").arg(run).arg(needed).arg(box->lineEdit()->width())));
        }
    }
    QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
}

void TestLivePage::closingDuringARunStopsEveryProcess()
{
    QTemporaryDir dir;
    QList<qint64> pids;
    {
        LivePage page;
        page.show();
        setServers(page, 20);
        setKeys(page, 2000000);
        ringcore::LiveRunConfig config = page.config();
        config.outDir = dir.filePath(QStringLiteral("run"));
        QString error;
        QVERIFY2(page.start(config, &error), qPrintable(error));
        // Wait until the proxy and the backends are up and keys flow.
        QTRY_VERIFY_WITH_TIMEOUT(page.processIds().size() >= 2, 30000);
        QTest::qWait(1500);
        QVERIFY(page.isRunning());
        pids = page.processIds();
        QVERIFY(pids.size() >= 2);
        for (qint64 pid : pids)
            QVERIFY(!ringlab::test::processGone(pid));
    } // the page goes away mid-run, as when the window is closed
    for (qint64 pid : pids)
        QTRY_VERIFY2_WITH_TIMEOUT(ringlab::test::processGone(pid), qPrintable(QStringLiteral("pid %1 still running").arg(pid)), 10000);
}

QTEST_MAIN(TestLivePage)
#include "tst_livepage.moc"
