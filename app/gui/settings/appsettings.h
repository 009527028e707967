#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QVariant>

class QMainWindow;

namespace ringlab::gui {

/// RingLab's remembered state in QSettings: window layout, last folder, language, recent files.
/// One place for the keys so pages and the main window never disagree on spelling.
class AppSettings
{
public:
    static constexpr int kMaxRecentFiles = 10;

    static QString lastFolder(); ///< defaults to the home folder
    static void setLastFolder(const QString &folder);

    /// "" = follow the system; otherwise a locale name such as "de" or "zh_CN".
    static QString language();
    static void setLanguage(const QString &language);

    /// Most recent first, at most kMaxRecentFiles, no duplicates.
    static QStringList recentFiles();
    static void addRecentFile(const QString &path);
    static void removeRecentFile(const QString &path);
    static void clearRecentFiles();

    /// Live run folders, most recent first, at most kMaxRecentFiles, no duplicates (the Live run
    /// page's remap-of-two-runs box offers them).
    static QStringList recentLiveRuns();
    static void addRecentLiveRun(const QString &folder);

    /// The export dialog's last choices ("preset", "widthIn", "heightIn", "fontPt", "unit",
    /// "format", "dpi"): an invalid QVariant when never chosen.
    static QVariant exportChoice(const QString &key);
    static void setExportChoice(const QString &key, const QVariant &value);

    /// Saves / restores geometry and dock/toolbar state of a main window.
    static void saveWindow(const QMainWindow *window);
    static bool restoreWindow(QMainWindow *window);
};

} // namespace ringlab::gui
