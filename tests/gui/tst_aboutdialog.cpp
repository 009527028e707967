// AboutDialog: one line per registered system's program (SystemRegistry), found like a live run
// finds it, with the version its description asks for — asked in the background, so the dialog
// opens at once and fills the versions in as they answer.
#include "gui/about/aboutdialog.h"
#include "gui/about/manualdialog.h"
#include "gui/settings/languagemanager.h"
#include "support/gitcommit.h"

#include "ringcore/live/systemdescription.h"

#include <QElapsedTimer>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>

using namespace ringlab::gui;

class TestAboutDialog : public QObject
{
    Q_OBJECT
private slots:
    void versionsArriveInTheBackground()
    {
        // The machines that run the tests have both (scripts/install-deps.sh).
        QVERIFY(!AboutDialog::findProgram(QStringLiteral("nginx")).isEmpty());
        QVERIFY(!AboutDialog::findProgram(QStringLiteral("haproxy")).isEmpty());

        AboutDialog dialog;
        QSignalSpy finished(&dialog, &AboutDialog::versionsFinished);
        // Right after construction no probe has answered yet: nothing ran while it was built.
        QVERIFY(!dialog.versionsKnown());
        QVERIFY2(dialog.text().contains(QStringLiteral("checking…")), qPrintable(dialog.text()));
        QVERIFY(!dialog.text().contains(QStringLiteral("nginx/")));

        QVERIFY(finished.wait(10000));
        QVERIFY(dialog.versionsKnown());
        const QString text = dialog.text();
        QVERIFY2(!text.contains(QStringLiteral("checking…")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("nginx version: nginx/")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("HAProxy version")), qPrintable(text));
        // One line per program of every registered system.
        for (const ringcore::SystemDescription *system : ringcore::SystemRegistry::all())
            QVERIFY2(text.contains(QStringLiteral("<li>%1: ").arg(system->programName())), qPrintable(system->name()));
        // The version and the git commit, as --version prints them (issue 36).
        QVERIFY2(text.contains(QStringLiteral("RingLab " RINGLAB_VERSION " (git %1").arg(ringlab::test::gitHead())), qPrintable(text));
    }

    void everyLineCanBeSeenAfterTheVersionsArrive()
    {
        // r15 F10: the dialog kept its "checking…" size when the versions arrived, cutting the
        // list after the fourth proxy, with no way to scroll to the rest.
        AboutDialog dialog;
        QSignalSpy finished(&dialog, &AboutDialog::versionsFinished);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(finished.wait(10000));
        QTest::qWait(50);
        auto *label = dialog.findChild<QLabel *>(QStringLiteral("aboutText"));
        QVERIFY(label);
        const int needed = label->heightForWidth(label->width());
        QVERIFY2(label->height() >= needed, qPrintable(QStringLiteral("%1 < %2").arg(label->height()).arg(needed)));
        // Whole in the dialog, or reachable by scrolling.
        auto *scroll = dialog.findChild<QScrollArea *>();
        const QPoint bottom = label->mapTo(&dialog, QPoint(0, needed));
        const bool whole = bottom.y() <= dialog.height();
        const bool scrolls = scroll && scroll->verticalScrollBar()->maximum() + scroll->viewport()->height() >= needed;
        QVERIFY2(whole || scrolls, qPrintable(QStringLiteral("text ends at %1, dialog %2 high").arg(bottom.y()).arg(dialog.height())));
        if (scroll && !scroll->verticalScrollBar()->isVisible())
            QVERIFY(scroll->viewport()->height() >= needed);
    }

    void manualSaysItIsEnglishOnlyInOtherLanguages()
    {
        // r15 F11: Help ▸ User manual opened all English in German and Chinese, with no notice.
        LanguageManager *languages = LanguageManager::instance();
        QVERIFY(languages->setLanguage(QStringLiteral("en")));
        ManualDialog dialog;
        QVERIFY(dialog.languageNotice());
        QVERIFY(dialog.languageNotice()->isHidden()); // English: nothing to say
        for (const char *language : {"de", "zh_CN"}) {
            QVERIFY(languages->setLanguage(QLatin1String(language)));
            QCoreApplication::processEvents();
            QVERIFY2(!dialog.languageNotice()->isHidden(), language);
            QVERIFY2(!dialog.languageNotice()->text().contains(QStringLiteral("English only")),
                     qPrintable(dialog.languageNotice()->text()));
        }
        QVERIFY(languages->setLanguage(QStringLiteral("en")));
        QCoreApplication::processEvents();
        QVERIFY(dialog.languageNotice()->isHidden());
    }

    void closingWhileProbesRunIsSafe()
    {
        QElapsedTimer clock;
        clock.start();
        {
            AboutDialog dialog; // destroyed before any probe answers: its processes go with it
        }
        QVERIFY(clock.elapsed() < 5000);
    }
};

QTEST_MAIN(TestAboutDialog)
#include "tst_aboutdialog.moc"
