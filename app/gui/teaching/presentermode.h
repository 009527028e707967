#pragma once

#include <QFont>
#include <QObject>
#include <QPalette>

class QAction;
class QDockWidget;

namespace ringlab::gui {

class MainWindow;

/// Presenter mode, for RingLab in front of a class: full screen, every font and the ring's own
/// labels ×1.5, a high-contrast palette (pure black on white, strong borders and selection), and
/// the room for the ring and the tour (the Experiment and Numbers docks step aside).
/// View ▸ Presenter mode or F11 toggles it; leaving restores the fonts, palette and window state.
class PresenterMode : public QObject
{
    Q_OBJECT
public:
    static constexpr double kScale = 1.5;

    /// Adds the checkable View ▸ Presenter mode action (F11) to the window's View menu.
    explicit PresenterMode(MainWindow *window);
    ~PresenterMode() override;

    void setEnabled(bool on);
    /// The action's text and tooltip in the current language (MainWindow::retranslate calls it).
    void retranslate();
    bool isEnabled() const { return m_on; }
    QAction *action() const { return m_action; }
    /// The presenter palette.
    static QPalette highContrastPalette();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fitTour();

    MainWindow *m_window;
    QAction *m_action;
    bool m_on = false;
    QFont m_font;
    QPalette m_palette;
    Qt::WindowStates m_states;
    QList<QDockWidget *> m_hidden; ///< docks presenter mode hid (shown again when it ends)
};

} // namespace ringlab::gui
