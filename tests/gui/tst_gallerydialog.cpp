// Help ▸ Gallery of published figures: the dialog computes in the background (the GUI thread
// stays free), Cancel stops it between steps, and closing it while computing does not hang.
#include "gui/common/jobrunner.h"
#include "gui/gallery/gallerydialog.h"

#include <QElapsedTimer>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace ringlab::gui;

class TestGalleryDialog : public QObject
{
    Q_OBJECT
private slots:
    void cancelStopsTheComputation()
    {
        GalleryDialog dialog;
        dialog.show();
        QVERIFY(dialog.isComputing());
        // The GUI thread is not blocked: events are processed while the gallery computes.
        QElapsedTimer timer;
        timer.start();
        QTest::qWait(200);
        QVERIFY(timer.elapsed() < 2000);
        QSignalSpy computed(&dialog, &GalleryDialog::computed);
        QPushButton *cancel = nullptr;
        for (QPushButton *b : dialog.findChildren<QPushButton *>())
            if (b->text() == GalleryDialog::tr("Cancel"))
                cancel = b;
        QVERIFY(cancel);
        cancel->click();
        QVERIFY(computed.wait(120000));
        QVERIFY(!dialog.isComputing());
        QVERIFY(dialog.figures().isEmpty()); // a cancelled gallery offers nothing half-computed
    }

    // The work goes through a JobRunner (issue 35: every GUI background job does): its progress
    // bar and Cancel are shown while it runs, Cancel frees the runner at once, and both go away.
    void computesThroughItsJobRunner()
    {
        GalleryDialog dialog;
        dialog.show();
        QVERIFY(dialog.job());
        QVERIFY(dialog.job()->isBusy());
        auto *bar = dialog.findChild<QProgressBar *>(QStringLiteral("galleryProgress"));
        QVERIFY(bar);
        QVERIFY(bar->isVisible());
        QPushButton *cancel = nullptr;
        for (QPushButton *b : dialog.findChildren<QPushButton *>())
            if (b->text() == GalleryDialog::tr("Cancel"))
                cancel = b;
        QVERIFY(cancel && cancel->isVisible());
        QSignalSpy cancelled(dialog.job(), &JobRunnerBase::cancelled);
        QSignalSpy computed(&dialog, &GalleryDialog::computed);
        cancel->click();
        QCOMPARE(cancelled.size(), 1);
        QVERIFY(!dialog.isComputing()); // at once: the job's result, when it comes, is dropped
        QVERIFY(!bar->isVisible());
        QVERIFY(!cancel->isVisible());
        QVERIFY(computed.wait(5000)); // said once the click has returned, not inside it
        QVERIFY(dialog.figures().isEmpty());
    }

    void closingWhileComputingReturns()
    {
        QElapsedTimer timer;
        timer.start();
        {
            GalleryDialog dialog;
            QVERIFY(dialog.isComputing());
        } // the destructor cancels and waits for the current step only
        QVERIFY2(timer.elapsed() < 120000, qPrintable(QString::number(timer.elapsed())));
    }
};

QTEST_MAIN(TestGalleryDialog)
#include "tst_gallerydialog.moc"
