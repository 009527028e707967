// Help ▸ Gallery of published figures: the dialog computes in the background (the GUI thread
// stays free), Cancel stops it between steps, and closing it while computing does not hang.
#include "gui/gallery/gallerydialog.h"

#include <QElapsedTimer>
#include <QLabel>
#include <QListWidget>
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
