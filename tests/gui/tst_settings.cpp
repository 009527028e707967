// AppSettings: recent files (most recent first, no duplicates, bounded), last folder, language,
// and the window layout round trip — all in a test-mode QSettings.
#include "gui/settings/appsettings.h"

#include <QDir>
#include <QMainWindow>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ringlab::gui;

class TestSettings : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RingLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_settings"));
    }
    void init() { QSettings().clear(); }

    void recentFiles()
    {
        QTemporaryDir dir;
        QCOMPARE(AppSettings::recentFiles(), QStringList());
        for (int i = 0; i < 12; ++i)
            AppSettings::addRecentFile(dir.filePath(QStringLiteral("e%1.json").arg(i)));
        QStringList files = AppSettings::recentFiles();
        QCOMPARE(files.size(), AppSettings::kMaxRecentFiles);
        QCOMPARE(files.first(), dir.filePath(QStringLiteral("e11.json")));
        AppSettings::addRecentFile(dir.filePath(QStringLiteral("e5.json"))); // again: moves to the top
        files = AppSettings::recentFiles();
        QCOMPARE(files.first(), dir.filePath(QStringLiteral("e5.json")));
        QCOMPARE(files.count(dir.filePath(QStringLiteral("e5.json"))), 1);
        AppSettings::removeRecentFile(dir.filePath(QStringLiteral("e5.json")));
        QVERIFY(!AppSettings::recentFiles().contains(dir.filePath(QStringLiteral("e5.json"))));
        AppSettings::clearRecentFiles();
        QVERIFY(AppSettings::recentFiles().isEmpty());
    }
    void lastFolderAndLanguage()
    {
        QCOMPARE(AppSettings::lastFolder(), QDir::homePath());
        QTemporaryDir dir;
        AppSettings::setLastFolder(dir.path());
        QCOMPARE(AppSettings::lastFolder(), dir.path());
        AppSettings::setLastFolder(dir.filePath(QStringLiteral("missing")));
        QCOMPARE(AppSettings::lastFolder(), QDir::homePath()); // a vanished folder is not offered
        QCOMPARE(AppSettings::language(), QString());
        AppSettings::setLanguage(QStringLiteral("de"));
        QCOMPARE(AppSettings::language(), QStringLiteral("de"));
    }
    void windowLayout()
    {
        QMainWindow window;
        QVERIFY(!AppSettings::restoreWindow(&window)); // nothing saved yet
        window.resize(777, 555);
        AppSettings::saveWindow(&window);
        QMainWindow other;
        QVERIFY(AppSettings::restoreWindow(&other));
        QCOMPARE(other.size(), QSize(777, 555));
    }
};

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"
