#pragma once

#include <QFont>
#include <QObject>
#include <QPalette>

class QAction;
class QDockWidget;

namespace ringlab::gui {

class TourHost;

/// Presenter mode, for RingLab in front of a class: full screen, every font and the ring's own
/// labels ×1.5, black on white, and the screen shared by the ring and the tour (the Experiment
/// and Numbers docks and the toolbar step aside; the lesson's text fits its box unscrolled).
/// View ▸ Presenter mode or F11 toggles it; leaving restores the fonts, palette and window state.
class PresenterMode : public QObject
{
    Q_OBJECT
public:
    static constexpr double kScale = 1.5;
    /// The tour's share of the window's width in presenter mode (the Ring page has the rest).
    static constexpr double kTourShare = 0.45;

    /// Adds the checkable View ▸ Presenter mode action (F11) to the window's View menu.
    explicit PresenterMode(TourHost *window);
    ~PresenterMode() override;

    void setEnabled(bool on);
    /// The action's text and tooltip in the current language (the main window calls it on a language change).
    void retranslate();
    bool isEnabled() const { return m_on; }
    QAction *action() const { return m_action; }
    /// The presenter palette.
    static QPalette highContrastPalette();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fitTour();

    TourHost *m_window;
    QAction *m_action;
    bool m_on = false;
    QFont m_font;
    QPalette m_palette;
    Qt::WindowStates m_states;
    QList<QDockWidget *> m_hidden; ///< docks presenter mode hid (shown again when it ends)
    bool m_toolBarShown = false;   ///< the toolbar was shown before (shown again when it ends)
};

} // namespace ringlab::gui
