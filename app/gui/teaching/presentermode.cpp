#include "gui/teaching/presentermode.h"

#include "gui/teaching/tourhost.h"
#include "gui/page.h"
#include "gui/ring/ringpage.h"
#include "gui/ring/ringview.h"
#include "gui/teaching/tourpanel.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QEvent>
#include <QMenu>
#include <QToolBar>
#include <QWidget>

namespace ringlab::gui {

namespace {

/// QApplication tells its widgets about a new font / palette only once exec() runs; the
/// presenter switch may come earlier (a test, a command line option), so tell them here too.
void propagate()
{
    const QWidgetList widgets = QApplication::allWidgets();
    for (QWidget *w : widgets) {
        QEvent font(QEvent::ApplicationFontChange);
        QApplication::sendEvent(w, &font);
        QEvent palette(QEvent::ApplicationPaletteChange);
        QApplication::sendEvent(w, &palette);
    }
}

} // namespace

PresenterMode::PresenterMode(TourHost *window)
    : QObject(window), m_window(window), m_action(new QAction(window))
{
    setObjectName(QStringLiteral("presenterMode"));
    m_action->setObjectName(QStringLiteral("presenterModeAction"));
    m_action->setCheckable(true);
    m_action->setShortcut(QKeySequence(Qt::Key_F11));
    retranslate();
    window->addAction(m_action); // F11 works in full screen too, where the menu bar may be hidden
    if (QMenu *view = window->viewMenu())
        view->addAction(m_action);
    connect(m_action, &QAction::toggled, this, &PresenterMode::setEnabled);
}

void PresenterMode::retranslate()
{
    m_action->setText(tr("&Presenter mode"));
    m_action->setToolTip(tr("Full screen, larger fonts and ring labels, the ring and the tour side by side (F11)"));
}

PresenterMode::~PresenterMode()
{
    if (m_on) {
        QApplication::setFont(m_font);
        QApplication::setPalette(m_palette);
    }
}

bool PresenterMode::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::Resize && m_on)
        fitTour();
    return QObject::eventFilter(watched, event);
}

void PresenterMode::fitTour()
{
    // The ring and the tour's text share the screen: the text is read from the back of the room
    // and must not need scrolling (TourPanel fits its font to its box), the ring keeps the rest.
    if (auto *tour = m_window->findChild<QDockWidget *>(QStringLiteral("tourDock")); tour && tour->isVisible())
        m_window->resizeDocks({tour}, {int(m_window->width() * kTourShare)}, Qt::Horizontal);
}

QPalette PresenterMode::highContrastPalette()
{
    QPalette p;
    const QColor black(Qt::black), white(Qt::white), blue(0x00, 0x33, 0x99);
    for (QPalette::ColorGroup g : {QPalette::Active, QPalette::Inactive}) {
        p.setColor(g, QPalette::Window, white);
        p.setColor(g, QPalette::WindowText, black);
        p.setColor(g, QPalette::Base, white);
        p.setColor(g, QPalette::AlternateBase, QColor(0xe8, 0xe8, 0xe8));
        p.setColor(g, QPalette::Text, black);
        p.setColor(g, QPalette::Button, white);
        p.setColor(g, QPalette::ButtonText, black);
        p.setColor(g, QPalette::BrightText, white);
        p.setColor(g, QPalette::Light, white);
        p.setColor(g, QPalette::Midlight, QColor(0xc0, 0xc0, 0xc0));
        p.setColor(g, QPalette::Mid, black);
        p.setColor(g, QPalette::Dark, black);
        p.setColor(g, QPalette::Shadow, black);
        p.setColor(g, QPalette::Highlight, blue);
        p.setColor(g, QPalette::HighlightedText, white);
        p.setColor(g, QPalette::Link, blue);
        p.setColor(g, QPalette::ToolTipBase, white);
        p.setColor(g, QPalette::ToolTipText, black);
        p.setColor(g, QPalette::PlaceholderText, QColor(0x33, 0x33, 0x33));
    }
    for (QPalette::ColorRole r : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, r, QColor(0x55, 0x55, 0x55));
    p.setColor(QPalette::Disabled, QPalette::Window, white);
    p.setColor(QPalette::Disabled, QPalette::Base, white);
    p.setColor(QPalette::Disabled, QPalette::Button, QColor(0xe8, 0xe8, 0xe8));
    return p;
}

void PresenterMode::setEnabled(bool on)
{
    if (on == m_on)
        return;
    m_on = on;
    if (m_action->isChecked() != on)
        m_action->setChecked(on);
    RingView *ring = m_window->ringPage() ? m_window->ringPage()->ringView() : nullptr;
    if (on) {
        m_font = QApplication::font();
        m_palette = QApplication::palette();
        m_states = m_window->windowState();
        QFont big = m_font;
        if (big.pointSizeF() > 0)
            big.setPointSizeF(big.pointSizeF() * kScale);
        else
            big.setPixelSize(int(big.pixelSize() * kScale + 0.5));
        QApplication::setFont(big);
        QApplication::setPalette(highContrastPalette());
        if (ring)
            ring->setLabelScale(kScale);
        propagate();
        for (Page *page : m_window->findChildren<Page *>())
            page->setPresenterLayout(true);
        m_hidden.clear();
        // The toolbar's actions are in the menus: its row goes to the ring and the lesson.
        m_toolBarShown = m_window->mainToolBar() && m_window->mainToolBar()->isVisibleTo(m_window);
        if (m_toolBarShown)
            m_window->mainToolBar()->hide();
        if (TourPanel *tour = m_window->tourPanel())
            tour->setPresenterLayout(true);
        for (const char *name : {"experimentDock", "numbersDock"}) {
            auto *dock = m_window->findChild<QDockWidget *>(QLatin1String(name));
            if (dock && dock->isVisible()) {
                dock->hide();
                m_hidden << dock;
            }
        }
        m_window->installEventFilter(this); // the tour gets its share once the window is full screen
        m_window->setWindowState(m_states | Qt::WindowFullScreen);
        fitTour();
    } else {
        QApplication::setFont(m_font);
        QApplication::setPalette(m_palette);
        if (ring)
            ring->setLabelScale(1);
        propagate();
        for (Page *page : m_window->findChildren<Page *>())
            page->setPresenterLayout(false);
        for (QDockWidget *dock : std::as_const(m_hidden))
            dock->show();
        m_hidden.clear();
        if (m_toolBarShown && m_window->mainToolBar())
            m_window->mainToolBar()->show();
        if (TourPanel *tour = m_window->tourPanel())
            tour->setPresenterLayout(false);
        m_window->removeEventFilter(this);
        m_window->setWindowState(m_states & ~Qt::WindowFullScreen);
    }
}

} // namespace ringlab::gui
