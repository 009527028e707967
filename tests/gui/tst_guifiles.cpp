// The GUI's file writers and readers against a full file system and hostile files (issue 15):
// Save never says "Saved" when the file was not written and keeps the old file; the Advisor's
// Markdown and PDF exports fail naming the OS reason; `ringlab /dev/zero` (MainWindow::openFile)
// and the Advisor's Open refuse what is not a regular file at once; the Advisor job can be
// cancelled and a hostile config is refused instead of crashing the page.
#include "support/fulldisk.h"
#include "support/testpaths.h"

#include "gui/advisor/advisorpage.h"
#include "gui/mainwindow/mainwindow.h"

#include <QElapsedTimer>
#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace ringlab::gui;
using ringlab::test::dataFile;
using ringlab::test::filesIn;
using ringlab::test::FullDisk;

namespace {

QByteArray contentOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

} // namespace

class TestGuiFiles : public QObject
{
    Q_OBJECT
private slots:
    void saveOnAFullDiskKeepsTheOldFile()
    {
        FullDisk disk;
        QVERIFY(disk.isValid());
        MainWindow w;
        const QString path = disk.filePath(QStringLiteral("exp.json"));
        QString error;
        QVERIFY2(w.saveFile(path, &error), qPrintable(error));
        QVERIFY(w.statusBar()->currentMessage().startsWith(QStringLiteral("Saved")));
        const QByteArray before = contentOf(path);
        QVERIFY(!before.isEmpty());
        disk.fill();
        disk.setLimitInThisProcess(true);
        const bool saved = w.saveFile(path, &error);
        disk.setLimitInThisProcess(false);
        QVERIFY(!saved);
        QVERIFY2(error.contains(disk.expectedError()), qPrintable(error));
        QVERIFY2(!w.statusBar()->currentMessage().contains(QStringLiteral("Saved")),
                 qPrintable(w.statusBar()->currentMessage()));
        QVERIFY(w.statusBar()->currentMessage().contains(disk.expectedError()));
        QCOMPARE(contentOf(path), before); // not truncated to 0 bytes
    }

    void openRefusesWhatIsNotAFile()
    {
        MainWindow w;
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("fifo"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        for (const QString &path : {QStringLiteral("/dev/zero"), fifo}) {
            QElapsedTimer t;
            t.start();
            QString error;
            QVERIFY(!w.openFile(path, &error)); // `ringlab /dev/zero`
            QVERIFY2(error.contains(QStringLiteral("not a regular file")), qPrintable(error));
            AdvisorPage page;
            QVERIFY(!page.openFile(path, &error)); // `ringlab --advise /dev/zero`, Open…
            QVERIFY2(error.contains(QStringLiteral("not a regular file")), qPrintable(error));
            QVERIFY(t.elapsed() < 5000);
        }
    }

    void advisorExportsOnAFullDisk()
    {
        AdvisorPage page;
        page.setConfigText(QStringLiteral("upstream a {\n    server 1.1.1.1;\n    server 1.1.1.2;\n}\n"));
        page.advise();
        QTRY_VERIFY_WITH_TIMEOUT(!page.isBusy() && page.hasReport(), 60000);
        FullDisk disk;
        const QString md = disk.filePath(QStringLiteral("advice.md"));
        const QString pdf = disk.filePath(QStringLiteral("advice.pdf"));
        QString error;
        QVERIFY2(page.exportMarkdown(md, &error), qPrintable(error));
        QVERIFY(QFile(pdf).open(QIODevice::WriteOnly)); // an old, empty PDF
        const QByteArray oldMd = contentOf(md);
        disk.fill();
        disk.setLimitInThisProcess(true);
        const bool mdOk = page.exportMarkdown(md, &error);
        const QString mdError = error;
        const bool pdfOk = page.exportPdf(pdf, &error);
        disk.setLimitInThisProcess(false);
        QVERIFY(!mdOk);
        QVERIFY2(mdError.contains(disk.expectedError()), qPrintable(mdError));
        QVERIFY(!pdfOk);
        QVERIFY2(error.contains(disk.expectedError()), qPrintable(error));
        QCOMPARE(contentOf(md), oldMd);
        QCOMPARE(contentOf(pdf), QByteArray());
        QStringList expected{QStringLiteral("advice.md"), QStringLiteral("advice.pdf")};
        if (disk.isTmpfs())
            expected.append(QStringLiteral("filler"));
        expected.sort();
        QCOMPARE(filesIn(disk.path()), expected); // no temporary file left
    }

    void advisorRefusesHostileYamlAndCanCancel()
    {
        AdvisorPage page;
        QSignalSpy shown(&page, &AdvisorPage::adviceShown);
        page.setConfigText(QStringLiteral("a: &a\n  b: *a\n"), QStringLiteral("cycle.yaml"));
        page.advise();
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 20000);
        QVERIFY2(page.errorText().contains(QStringLiteral("cycle")), qPrintable(page.errorText()));
        // Cancel: the page is free at once and the cancelled job's result is never shown.
        page.setConfigText(QStringLiteral("upstream a {\n    server 1.1.1.1;\n}\n"));
        page.advise();
        auto *cancel = page.findChild<QPushButton *>(QStringLiteral("advisorCancel"));
        QVERIFY(cancel);
        QVERIFY(cancel->isEnabled());
        cancel->click();
        QVERIFY(!cancel->isEnabled());
        QCOMPARE(page.errorText(), QStringLiteral("Cancelled"));
        QTRY_VERIFY_WITH_TIMEOUT(!page.isBusy(), 60000);
        QTest::qWait(50);
        QCOMPARE(shown.count(), 1); // the cancelled job showed nothing
        QCOMPARE(page.errorText(), QStringLiteral("Cancelled"));
    }
};

QTEST_MAIN(TestGuiFiles)
#include "tst_guifiles.moc"
