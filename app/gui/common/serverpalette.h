#pragma once

#include <QColor>
#include <QObject>

namespace ringlab::gui {

/// Colours for servers. The normal palette spreads hues by the golden angle and alternates
/// lightness so that neighbours in index order never look alike, even past 100 servers; the
/// colour-blind-safe palette cycles the Okabe–Ito colours in three lightness steps.
class ServerPalette : public QObject
{
    Q_OBJECT
public:
    static ServerPalette *instance();

    bool colourBlindSafe() const { return m_colourBlindSafe; }
    void setColourBlindSafe(bool on);

    QColor serverColor(int server) const;
    /// Keys that moved between two surviving servers (drawn apart from the removed server's keys).
    QColor survivorMoveColor() const;
    /// Keys that left a removed server.
    QColor removedMoveColor() const;
    /// The lookup marker and highlights.
    QColor accentColor() const;
    QColor dimmedColor() const { return QColor(200, 200, 200); }

signals:
    void changed();

private:
    bool m_colourBlindSafe = false;
};

} // namespace ringlab::gui
