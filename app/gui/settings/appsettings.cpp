#include "gui/settings/appsettings.h"

#include <QDir>
#include <QFileInfo>
#include <QMainWindow>
#include <QSettings>

namespace ringlab::gui {

namespace {
const QString kLastFolder = QStringLiteral("paths/lastFolder");
const QString kLanguage = QStringLiteral("ui/language");
const QString kRecent = QStringLiteral("files/recent");
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kRecentLiveRuns = QStringLiteral("live/recentRuns");
} // namespace

QString AppSettings::lastFolder()
{
    const QString folder = QSettings().value(kLastFolder).toString();
    return !folder.isEmpty() && QFileInfo(folder).isDir() ? folder : QDir::homePath();
}

void AppSettings::setLastFolder(const QString &folder)
{
    QSettings().setValue(kLastFolder, folder);
}

QVariant AppSettings::exportChoice(const QString &key)
{
    return QSettings().value(QStringLiteral("export/") + key);
}

void AppSettings::setExportChoice(const QString &key, const QVariant &value)
{
    QSettings().setValue(QStringLiteral("export/") + key, value);
}

QString AppSettings::language()
{
    return QSettings().value(kLanguage).toString();
}

void AppSettings::setLanguage(const QString &language)
{
    QSettings().setValue(kLanguage, language);
}

QStringList AppSettings::recentFiles()
{
    QStringList files = QSettings().value(kRecent).toStringList();
    files.removeAll(QString());
    return files.mid(0, kMaxRecentFiles);
}

void AppSettings::addRecentFile(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList files = recentFiles();
    files.removeAll(absolute);
    files.prepend(absolute);
    QSettings().setValue(kRecent, files.mid(0, kMaxRecentFiles));
}

void AppSettings::removeRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(QFileInfo(path).absoluteFilePath());
    files.removeAll(path);
    QSettings().setValue(kRecent, files);
}

void AppSettings::clearRecentFiles()
{
    QSettings().remove(kRecent);
}

void AppSettings::saveWindow(const QMainWindow *window)
{
    QSettings settings;
    settings.setValue(kGeometry, window->saveGeometry());
    settings.setValue(kState, window->saveState());
}

bool AppSettings::restoreWindow(QMainWindow *window)
{
    QSettings settings;
    const QByteArray geometry = settings.value(kGeometry).toByteArray();
    const QByteArray state = settings.value(kState).toByteArray();
    bool ok = !geometry.isEmpty() && window->restoreGeometry(geometry);
    if (!state.isEmpty())
        ok = window->restoreState(state) && ok;
    return ok;
}

QStringList AppSettings::recentLiveRuns()
{
    return QSettings().value(kRecentLiveRuns).toStringList();
}

void AppSettings::addRecentLiveRun(const QString &folder)
{
    const QString path = QDir::cleanPath(folder);
    QStringList runs = recentLiveRuns();
    runs.removeAll(path);
    runs.prepend(path);
    QSettings().setValue(kRecentLiveRuns, runs.mid(0, kMaxRecentFiles));
}

} // namespace ringlab::gui
